// Generated from the hub's OpenAPI document by `npm run client:generate`; do not edit.
export interface paths {
    "/api/Cases/Search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search cases by address, case number or date
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        post: operations["searchCases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Cases/Search/Filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The choices of the case search
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["getCaseSearchFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Cases/upsert/webshop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a case, or change the one with this case number
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        post: operations["upsertCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["getCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders of a case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listCaseOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/contact-persons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contact persons of a case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listCaseContactPersons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The documents of a case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listCaseDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The links of a case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listCaseLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/location-material": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Location material near a case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listCaseLocationMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branches/{id}/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packages a department can order
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        get: operations["listPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branches/{id}/products/alacarte": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The single products a department can order
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        get: operations["listAlaCarteProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branches/{id}/products/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product a department can order
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The property types
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        get: operations["listPropertyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/contact-person-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The kinds of contact person
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        get: operations["listContactPersonTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branch/ordercreationblacklistings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Departments that may not order now
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        post: operations["listBlockedBranches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Addresses matching what was typed
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        get: operations["suggestAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/place/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The full address of a suggestion
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        get: operations["getAddressPlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/new/webshop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order packages and products for a case
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/new/webshop-with-case": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the case and order for it, as one unit
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        post: operations["createCaseAndOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/orderlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lines of an order
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listOrderLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tasks of an order
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listOrderTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/booking-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visit booked for an order
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["getOrderBookingInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/texts/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current texts of a case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["getCaseTexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/texts/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One text of a case
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["getCaseText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/new/approval-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an order would wait for approval before it is placed, and why
         * @description Takes an API key with the scope `orders.create` (or the portal's session).
         */
        post: operations["checkOrderApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The properties of the user’s departments
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivered material of a case, with links
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["listCaseMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/rights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The usage rights of a case’s material (credit, licence, expiry) as a CSV or PDF file
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["downloadRightsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/presentation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A case’s material as the presentation shows it
         * @description Takes an API key with the scope `cases.read` (or the portal's session).
         */
        get: operations["getCasePresentation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A department’s webhooks
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook URL (its secret shown once)
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook’s events, or pause or resume it
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook’s newest deliveries and their attempts
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event now
         * @description Takes an API key with the scope `webhooks.manage` (or the portal's session).
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The export profiles of the listing portals, with their rules
         * @description Takes an API key with the scope `listings.read` (or the portal's session).
         */
        get: operations["listListingProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A case's listing set: the pictures to publish, in order, with main picture and captions
         * @description Takes an API key with the scope `listings.read` (or the portal's session).
         */
        get: operations["getCaseListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/listing/check/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an export profile would refuse or warn about in a case's listing set
         * @description Takes an API key with the scope `listings.read` (or the portal's session).
         */
        get: operations["getListingCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/listing/feed/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A case's listing set as an export profile gives it, with signed, expiring file links
         * @description Takes an API key with the scope `listings.read` (or the portal's session).
         */
        get: operations["getListingFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "code": "errors.forbidden",
         *       "message": "You do not have access to this."
         *     }
         */
        Error: {
            /** @description A stable key of the error (also the portal’s text key). */
            code: string;
            /** @description The error in the language of Accept-Language. */
            message: string;
            /** @description Bad input: the field’s path (dotted) and the key of the rule it broke. */
            fields?: {
                [key: string]: string;
            };
            params?: {
                [key: string]: string | number;
            };
            /** @description What a refusal gives to act on, such as `findings` of a refused listing export. */
            details?: {
                [key: string]: unknown;
            };
        };
    };
    responses: {
        /** @description Bad input; `fields` names each field and the rule it broke. Nothing was changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No session or API key, or one that has expired or was revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed: another department, a missing permission or API key scope. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such thing, or none the caller may see. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many calls; Retry-After says when to try again. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchCases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "skip": 0,
                 *       "take": 100,
                 *       "branchIds": [
                 *         0
                 *       ],
                 *       "modifiedDateFrom": "2019-08-24T14:15:22Z",
                 *       "modifiedDateTo": "2019-08-24T14:15:22Z",
                 *       "deliveredProductCategories": [
                 *         "CASE"
                 *       ],
                 *       "orderStatuses": [
                 *         "Open"
                 *       ],
                 *       "searchKey": "string",
                 *       "sortOrder": "modifiedDate",
                 *       "sortDirection": "asc",
                 *       "mustHaveOrder": true
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    skip?: number;
                    /** @default 100 */
                    take?: number;
                    branchIds?: number[];
                    /** Format: date-time */
                    modifiedDateFrom?: string;
                    /** Format: date-time */
                    modifiedDateTo?: string;
                    deliveredProductCategories?: ("CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER")[];
                    orderStatuses?: ("Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL")[];
                    searchKey?: string;
                    /**
                     * @default modifiedDate
                     * @enum {string}
                     */
                    sortOrder?: "modifiedDate" | "reference" | "address" | "deliveryDate";
                    /**
                     * @default desc
                     * @enum {string}
                     */
                    sortDirection?: "asc" | "desc";
                    mustHaveOrder?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currentSkip": 0,
                     *       "take": 0,
                     *       "total": 0,
                     *       "totalIsCapped": true,
                     *       "data": [
                     *         {
                     *           "id": "string",
                     *           "reference": "string",
                     *           "modifiedDate": "string",
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "category": "CASE",
                     *           "address": {
                     *             "addressFull": "string",
                     *             "street": "string",
                     *             "buildingNumber": "string",
                     *             "buildingFloor": "string",
                     *             "buildingDoor": "string",
                     *             "zip": "string",
                     *             "city": "string"
                     *           },
                     *           "axCustomerId": "string",
                     *           "ordersInfo": {
                     *             "latestOrderRelatedChangeTimestamp": "string",
                     *             "orderStatus": "Open"
                     *           },
                     *           "materialInfo": {
                     *             "hasMaterials": true,
                     *             "materialsState": "ACTIVE",
                     *             "deliveredProductCategories": [
                     *               "CASE"
                     *             ]
                     *           },
                     *           "contactPersons": [
                     *             {
                     *               "id": "string",
                     *               "priority": 0,
                     *               "contactType": "REALTOR",
                     *               "name": "string",
                     *               "contactInfo": {
                     *                 "email": "string",
                     *                 "phoneMobile": "string",
                     *                 "phoneWork": "string",
                     *                 "phonePrivate": "string"
                     *               }
                     *             }
                     *           ],
                     *           "propertyInfo": {
                     *             "propertyType": "string",
                     *             "registeredArea": 0,
                     *             "basementArea": 0,
                     *             "storeys": 0
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        totalIsCapped: boolean;
                        data: {
                            id: string;
                            reference: string;
                            modifiedDate: string;
                            branchId: number;
                            branchName: string;
                            /** @enum {string} */
                            category: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                            address: {
                                addressFull: string;
                                street: string;
                                buildingNumber: string;
                                buildingFloor: string | null;
                                buildingDoor: string | null;
                                zip: string;
                                city: string;
                            };
                            axCustomerId: string;
                            ordersInfo: {
                                latestOrderRelatedChangeTimestamp: string | null;
                                /** @enum {string} */
                                orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL";
                            };
                            materialInfo: {
                                hasMaterials: boolean;
                                /** @enum {string} */
                                materialsState: "ACTIVE" | "ARCHIVING" | "RESTORING" | "ARCHIVED";
                                deliveredProductCategories: ("CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER")[];
                            };
                            contactPersons: {
                                id?: string;
                                priority: number;
                                /** @enum {string} */
                                contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                                name: string;
                                contactInfo: {
                                    email: string | null;
                                    phoneMobile: string | null;
                                    phoneWork: string | null;
                                    phonePrivate: string | null;
                                };
                            }[];
                            propertyInfo: {
                                propertyType: string | null;
                                registeredArea: number | null;
                                basementArea: number | null;
                                storeys: number | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCaseSearchFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "types": [
                     *         "string"
                     *       ],
                     *       "statuses": [
                     *         "string"
                     *       ],
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "name": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        types: (string | null)[];
                        statuses: (string | null)[];
                        branches: {
                            id: number | null;
                            name: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    upsertCase: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "branchId": 0,
                 *       "reference": "",
                 *       "orderContacts": [
                 *         {
                 *           "name": "string",
                 *           "phone": "string",
                 *           "email": "",
                 *           "contactType": "REALTOR"
                 *         }
                 *       ],
                 *       "address": {
                 *         "street": "string",
                 *         "buildingNumber": "string",
                 *         "buildingFloor": "string",
                 *         "buildingDoor": "string",
                 *         "cityArea": "string",
                 *         "city": "string",
                 *         "zip": "string"
                 *       },
                 *       "propertyInfo": {
                 *         "propertyType": "string",
                 *         "basementArea": 0,
                 *         "registeredArea": 0,
                 *         "totalStoreys": 0
                 *       }
                 *     }
                 */
                "application/json": {
                    branchId: number;
                    /** @default  */
                    reference?: string;
                    orderContacts: {
                        name: string;
                        phone?: string;
                        email?: "" | string;
                        /** @enum {string} */
                        contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT";
                    }[];
                    address?: {
                        street: string;
                        buildingNumber: string;
                        buildingFloor?: string;
                        buildingDoor?: string;
                        cityArea?: string;
                        city: string;
                        zip: string;
                    };
                    propertyInfo?: {
                        propertyType: string;
                        /** @default 0 */
                        basementArea?: number;
                        /** @default 0 */
                        registeredArea?: number;
                        /** @default 0 */
                        totalStoreys?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "string"
                     *     }
                     */
                    "application/json": {
                        caseId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "string",
                     *       "reference": "string",
                     *       "modifiedDate": "string",
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "category": "CASE",
                     *       "address": {
                     *         "addressFull": "string",
                     *         "street": "string",
                     *         "buildingNumber": "string",
                     *         "buildingFloor": "string",
                     *         "buildingDoor": "string",
                     *         "zip": "string",
                     *         "city": "string"
                     *       },
                     *       "axCustomerId": "string",
                     *       "ordersInfo": {
                     *         "latestOrderRelatedChangeTimestamp": "string",
                     *         "orderStatus": "Open"
                     *       },
                     *       "materialInfo": {
                     *         "hasMaterials": true,
                     *         "materialsState": "ACTIVE",
                     *         "deliveredProductCategories": [
                     *           "CASE"
                     *         ]
                     *       },
                     *       "contactPersons": [
                     *         {
                     *           "id": "string",
                     *           "priority": 0,
                     *           "contactType": "REALTOR",
                     *           "name": "string",
                     *           "contactInfo": {
                     *             "email": "string",
                     *             "phoneMobile": "string",
                     *             "phoneWork": "string",
                     *             "phonePrivate": "string"
                     *           }
                     *         }
                     *       ],
                     *       "propertyInfo": {
                     *         "propertyType": "string",
                     *         "registeredArea": 0,
                     *         "basementArea": 0,
                     *         "storeys": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        reference: string;
                        modifiedDate: string;
                        branchId: number;
                        branchName: string;
                        /** @enum {string} */
                        category: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                        address: {
                            addressFull: string;
                            street: string;
                            buildingNumber: string;
                            buildingFloor: string | null;
                            buildingDoor: string | null;
                            zip: string;
                            city: string;
                        };
                        axCustomerId: string;
                        ordersInfo: {
                            latestOrderRelatedChangeTimestamp: string | null;
                            /** @enum {string} */
                            orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL";
                        };
                        materialInfo: {
                            hasMaterials: boolean;
                            /** @enum {string} */
                            materialsState: "ACTIVE" | "ARCHIVING" | "RESTORING" | "ARCHIVED";
                            deliveredProductCategories: ("CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER")[];
                        };
                        contactPersons: {
                            id?: string;
                            priority: number;
                            /** @enum {string} */
                            contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                            name: string;
                            contactInfo: {
                                email: string | null;
                                phoneMobile: string | null;
                                phoneWork: string | null;
                                phonePrivate: string | null;
                            };
                        }[];
                        propertyInfo: {
                            propertyType: string | null;
                            registeredArea: number | null;
                            basementArea: number | null;
                            storeys: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCaseOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "salesId": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "status": "Open",
                     *         "createdDate": "string",
                     *         "deliveryDate": "string",
                     *         "currency": "string",
                     *         "responsibleUserId": "string",
                     *         "responsibleEmail": "string",
                     *         "totalPrice": 0,
                     *         "packageName": "string",
                     *         "propertyType": "string",
                     *         "livingArea": 0,
                     *         "basementArea": 0,
                     *         "floors": 0,
                     *         "cadastralNumber": "string",
                     *         "roofColor": "black",
                     *         "offeringType": "OWNERSHIP",
                     *         "keyPickup": true,
                     *         "keyPickupAddress": "string",
                     *         "externalStylist": true,
                     *         "photographerComment": "string",
                     *         "bookingChoice": "PROVIDER_PHONE",
                     *         "businessInvoice": {
                     *           "customerReference": "string",
                     *           "cvr": "string",
                     *           "ean": "string"
                     *         },
                     *         "endUserInvoicing": {
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "email": "string",
                     *           "phone": "string",
                     *           "address": "string"
                     *         },
                     *         "address": {
                     *           "street": "string",
                     *           "houseNumber": "string",
                     *           "floor": "string",
                     *           "appartmentNumber": "string",
                     *           "area": "string",
                     *           "city": "string",
                     *           "postNumber": "string",
                     *           "country": "string"
                     *         },
                     *         "contactPersons": [
                     *           {
                     *             "id": "string",
                     *             "priority": 0,
                     *             "contactType": "REALTOR",
                     *             "name": "string",
                     *             "contactInfo": {
                     *               "email": "string",
                     *               "phoneMobile": "string",
                     *               "phoneWork": "string",
                     *               "phonePrivate": "string"
                     *             }
                     *           }
                     *         ],
                     *         "approval": {
                     *           "state": "WAITING",
                     *           "reasons": [
                     *             "THRESHOLD"
                     *           ],
                     *           "requestedAt": "2019-08-24T14:15:22Z",
                     *           "decidedAt": "2019-08-24T14:15:22Z",
                     *           "decidedBy": "string",
                     *           "rejectionReason": "string"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        salesId: string;
                        caseId: string;
                        caseReference: string;
                        branchId: number;
                        branchName: string;
                        /** @enum {string} */
                        status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL";
                        createdDate: string;
                        deliveryDate: string | null;
                        currency: string;
                        responsibleUserId: string | null;
                        responsibleEmail: string | null;
                        /** @description Null when the caller does not want to see prices, or on an order without prices. */
                        totalPrice: number | null;
                        packageName: string | null;
                        propertyType: string | null;
                        livingArea: number | null;
                        basementArea: number | null;
                        floors: number | null;
                        cadastralNumber: string | null;
                        /** @enum {string|null} */
                        roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                        /** @enum {string|null} */
                        offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                        keyPickup: boolean;
                        keyPickupAddress: string | null;
                        externalStylist: boolean;
                        photographerComment: string | null;
                        /** @enum {string|null} */
                        bookingChoice: "PROVIDER_PHONE" | "CONTACT_LINK" | "ONLINE_CALENDAR" | null;
                        businessInvoice: {
                            customerReference: string;
                            cvr: string;
                            ean: string;
                        } | null;
                        endUserInvoicing: {
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            address: string;
                        } | null;
                        address: {
                            street: string;
                            houseNumber: string;
                            floor: string | null;
                            appartmentNumber: string | null;
                            area: string | null;
                            city: string;
                            postNumber: string;
                            country: string;
                        };
                        contactPersons: {
                            id?: string;
                            priority: number;
                            /** @enum {string} */
                            contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                            name: string;
                            contactInfo: {
                                email: string | null;
                                phoneMobile: string | null;
                                phoneWork: string | null;
                                phonePrivate: string | null;
                            };
                        }[];
                        approval: {
                            /** @enum {string} */
                            state: "WAITING" | "APPROVED" | "REJECTED";
                            reasons: ("THRESHOLD" | "BUDGET")[];
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            decidedBy: string | null;
                            rejectionReason: string | null;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCaseContactPersons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "priority": 0,
                     *         "contactType": "REALTOR",
                     *         "name": "string",
                     *         "contactInfo": {
                     *           "email": "string",
                     *           "phoneMobile": "string",
                     *           "phoneWork": "string",
                     *           "phonePrivate": "string"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id?: string;
                        priority: number;
                        /** @enum {string} */
                        contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                        name: string;
                        contactInfo: {
                            email: string | null;
                            phoneMobile: string | null;
                            phoneWork: string | null;
                            phonePrivate: string | null;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCaseDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "name": "string",
                     *         "type": "CONDITION_REPORT",
                     *         "url": "string",
                     *         "fileName": "string",
                     *         "size": 0,
                     *         "updatedAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "CONDITION_REPORT" | "ELECTRICAL_INSTALLATION_REPORT" | "ENERGY_LABELING" | "MISCELLANEOUS" | "PROJECT_SALES_PROSPECTUS" | "BUSINESS_PROSPECTUS";
                        url: string;
                        fileName: string;
                        size: number;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCaseLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "name": "string",
                     *         "url": "string",
                     *         "createdAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        url: string;
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCaseLocationMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "caseId": "string",
                     *         "reference": "string",
                     *         "address": "string",
                     *         "category": "CASE",
                     *         "sameAddress": true,
                     *         "materialCount": 0,
                     *         "modifiedDate": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        caseId: string;
                        reference: string;
                        address: string;
                        /** @enum {string} */
                        category: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                        sameAddress: boolean;
                        materialCount: number;
                        modifiedDate: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPackages: {
        parameters: {
            query?: {
                grouping?: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 0,
                     *         "name": "string",
                     *         "description": "string",
                     *         "thumbnail": "string",
                     *         "basePrice": 0,
                     *         "totalPrice": 0,
                     *         "currency": "string",
                     *         "type": "GENERIC",
                     *         "grouping": "CASE",
                     *         "products": [
                     *           {
                     *             "deliveredMaterialTypes": [
                     *               "Picture"
                     *             ],
                     *             "tags": [
                     *               "SOME_FEED"
                     *             ],
                     *             "caseCategory": "CASE",
                     *             "deliveryKinds": [
                     *               "files"
                     *             ],
                     *             "cloudScannerLinkTypes": [
                     *               "CloudScannerSelfEditor"
                     *             ],
                     *             "id": 0,
                     *             "name": "string",
                     *             "description": "string",
                     *             "thumbnail": "string",
                     *             "price": 0,
                     *             "currency": "string",
                     *             "quantity": 0,
                     *             "unit": "string",
                     *             "grouping": "CASE",
                     *             "maxOrderAmount": 0,
                     *             "maxKvmSize": 0,
                     *             "tasks": [
                     *               "BOOK_PHOTOGRAPHER"
                     *             ],
                     *             "showAlert": true,
                     *             "itemNumber": "string",
                     *             "config": {
                     *               "property1": null,
                     *               "property2": null
                     *             },
                     *             "variant": "string",
                     *             "separateOnly": true
                     *           }
                     *         ],
                     *         "choices": [
                     *           {
                     *             "id": 0,
                     *             "group": "string",
                     *             "minPrice": 0,
                     *             "products": [
                     *               {
                     *                 "deliveredMaterialTypes": [
                     *                   "Picture"
                     *                 ],
                     *                 "tags": [
                     *                   "SOME_FEED"
                     *                 ],
                     *                 "caseCategory": "CASE",
                     *                 "deliveryKinds": [
                     *                   "files"
                     *                 ],
                     *                 "cloudScannerLinkTypes": [
                     *                   "CloudScannerSelfEditor"
                     *                 ],
                     *                 "id": 0,
                     *                 "name": "string",
                     *                 "description": "string",
                     *                 "thumbnail": "string",
                     *                 "price": 0,
                     *                 "currency": "string",
                     *                 "quantity": 0,
                     *                 "unit": "string",
                     *                 "grouping": "CASE",
                     *                 "maxOrderAmount": 0,
                     *                 "maxKvmSize": 0,
                     *                 "tasks": [
                     *                   "BOOK_PHOTOGRAPHER"
                     *                 ],
                     *                 "showAlert": true,
                     *                 "itemNumber": "string",
                     *                 "config": {
                     *                   "property1": null,
                     *                   "property2": null
                     *                 },
                     *                 "variant": "string",
                     *                 "separateOnly": true
                     *               }
                     *             ],
                     *             "packages": [
                     *               {
                     *                 "id": 0,
                     *                 "name": "string",
                     *                 "price": 0
                     *               }
                     *             ],
                     *             "cheapestOption": {
                     *               "kind": "product",
                     *               "id": 0
                     *             }
                     *           }
                     *         ],
                     *         "itemNumber": "string",
                     *         "config": {
                     *           "property1": null,
                     *           "property2": null
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        thumbnail: string | null;
                        /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                        basePrice: number | null;
                        /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                        totalPrice: number | null;
                        currency: string;
                        /** @enum {string} */
                        type: "GENERIC" | "SINGLE" | "ADDITIONAL";
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        products: {
                            deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                            tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR" | "LOGO_BAND")[];
                            /** @enum {string} */
                            caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                            deliveryKinds: ("files" | "links" | "texts")[];
                            cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                            id: number;
                            name: string;
                            description: string;
                            thumbnail: string | null;
                            /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                            price: number | null;
                            currency: string;
                            quantity: number;
                            unit: string;
                            /** @enum {string} */
                            grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                            maxOrderAmount: number | null;
                            maxKvmSize: number | null;
                            tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                            showAlert: boolean;
                            itemNumber: string;
                            config: {
                                [key: string]: unknown;
                            } | null;
                            variant: string | null;
                            separateOnly: boolean;
                        }[];
                        choices: {
                            id: number;
                            group: string;
                            /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                            minPrice: number | null;
                            products: {
                                deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                                tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR" | "LOGO_BAND")[];
                                /** @enum {string} */
                                caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                                deliveryKinds: ("files" | "links" | "texts")[];
                                cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                                id: number;
                                name: string;
                                description: string;
                                thumbnail: string | null;
                                /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                                price: number | null;
                                currency: string;
                                quantity: number;
                                unit: string;
                                /** @enum {string} */
                                grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                                maxOrderAmount: number | null;
                                maxKvmSize: number | null;
                                tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                                showAlert: boolean;
                                itemNumber: string;
                                config: {
                                    [key: string]: unknown;
                                } | null;
                                variant: string | null;
                                separateOnly: boolean;
                            }[];
                            packages: {
                                id: number;
                                name: string;
                                /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                                price: number | null;
                            }[];
                            cheapestOption: {
                                /** @enum {string} */
                                kind: "product" | "package";
                                id: number;
                            };
                        }[];
                        itemNumber: string;
                        config: {
                            [key: string]: unknown;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAlaCarteProducts: {
        parameters: {
            query?: {
                grouping?: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "deliveredMaterialTypes": [
                     *           "Picture"
                     *         ],
                     *         "tags": [
                     *           "SOME_FEED"
                     *         ],
                     *         "caseCategory": "CASE",
                     *         "deliveryKinds": [
                     *           "files"
                     *         ],
                     *         "cloudScannerLinkTypes": [
                     *           "CloudScannerSelfEditor"
                     *         ],
                     *         "id": 0,
                     *         "name": "string",
                     *         "description": "string",
                     *         "thumbnail": "string",
                     *         "price": 0,
                     *         "currency": "string",
                     *         "quantity": 0,
                     *         "unit": "string",
                     *         "grouping": "CASE",
                     *         "maxOrderAmount": 0,
                     *         "maxKvmSize": 0,
                     *         "tasks": [
                     *           "BOOK_PHOTOGRAPHER"
                     *         ],
                     *         "showAlert": true,
                     *         "itemNumber": "string",
                     *         "config": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "variant": "string",
                     *         "separateOnly": true
                     *       }
                     *     ]
                     */
                    "application/json": {
                        deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR" | "LOGO_BAND")[];
                        /** @enum {string} */
                        caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                        deliveryKinds: ("files" | "links" | "texts")[];
                        cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                        id: number;
                        name: string;
                        description: string;
                        thumbnail: string | null;
                        /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                        price: number | null;
                        currency: string;
                        quantity: number;
                        unit: string;
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        maxOrderAmount: number | null;
                        maxKvmSize: number | null;
                        tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                        showAlert: boolean;
                        itemNumber: string;
                        config: {
                            [key: string]: unknown;
                        } | null;
                        variant: string | null;
                        separateOnly: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "deliveredMaterialTypes": [
                     *           "Picture"
                     *         ],
                     *         "tags": [
                     *           "SOME_FEED"
                     *         ],
                     *         "caseCategory": "CASE",
                     *         "deliveryKinds": [
                     *           "files"
                     *         ],
                     *         "cloudScannerLinkTypes": [
                     *           "CloudScannerSelfEditor"
                     *         ],
                     *         "id": 0,
                     *         "name": "string",
                     *         "description": "string",
                     *         "thumbnail": "string",
                     *         "price": 0,
                     *         "currency": "string",
                     *         "quantity": 0,
                     *         "unit": "string",
                     *         "grouping": "CASE",
                     *         "maxOrderAmount": 0,
                     *         "maxKvmSize": 0,
                     *         "tasks": [
                     *           "BOOK_PHOTOGRAPHER"
                     *         ],
                     *         "showAlert": true,
                     *         "itemNumber": "string",
                     *         "config": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "variant": "string",
                     *         "separateOnly": true
                     *       }
                     *     ]
                     */
                    "application/json": {
                        deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR" | "LOGO_BAND")[];
                        /** @enum {string} */
                        caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                        deliveryKinds: ("files" | "links" | "texts")[];
                        cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                        id: number;
                        name: string;
                        description: string;
                        thumbnail: string | null;
                        /** @description Null when the caller does not want to see prices (the user's "I want to see prices" setting). */
                        price: number | null;
                        currency: string;
                        quantity: number;
                        unit: string;
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        maxOrderAmount: number | null;
                        maxKvmSize: number | null;
                        tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                        showAlert: boolean;
                        itemNumber: string;
                        config: {
                            [key: string]: unknown;
                        } | null;
                        variant: string | null;
                        separateOnly: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPropertyTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "key": "string",
                     *         "label": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        key: string;
                        label: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listContactPersonTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "REALTOR"
                     *     ]
                     */
                    "application/json": ("REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT")[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listBlockedBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       0
                 *     ]
                 */
                "application/json": number[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       0
                     *     ]
                     */
                    "application/json": number[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    suggestAddresses: {
        parameters: {
            query: {
                query: string;
                country: "DK" | "SE" | "NO";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "text": "string",
                     *         "provider": "dk-address"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        text: string;
                        /** @enum {string} */
                        provider: "dk-address" | "maps" | "offline";
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAddressPlace: {
        parameters: {
            query: {
                country: "DK" | "SE" | "NO";
                provider: "dk-address" | "maps" | "offline";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "string",
                     *       "full": "string",
                     *       "street": "string",
                     *       "houseNumber": "string",
                     *       "floor": "string",
                     *       "door": "string",
                     *       "postNumber": "string",
                     *       "city": "string",
                     *       "area": "string",
                     *       "country": "DK"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        full: string;
                        street: string;
                        houseNumber: string;
                        floor: string | null;
                        door: string | null;
                        postNumber: string;
                        city: string;
                        area: string | null;
                        /** @enum {string} */
                        country: "DK" | "SE" | "NO";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                 *       "orderId": "string",
                 *       "flow": "PHOTOGRAPHY",
                 *       "bookingInfo": {
                 *         "keyPickup": false,
                 *         "keyPickupAddress": "string",
                 *         "externalStylist": false,
                 *         "photographerComment": "string"
                 *       },
                 *       "propertyInfo": {
                 *         "propertyType": "string",
                 *         "livingArea": 0,
                 *         "basementArea": 0,
                 *         "floors": 0,
                 *         "cadastralNumber": "string",
                 *         "roofColor": "black",
                 *         "offeringType": "OWNERSHIP"
                 *       },
                 *       "responsibleEmail": "user@example.com",
                 *       "package": {
                 *         "id": 0
                 *       },
                 *       "productChoices": [],
                 *       "products": [],
                 *       "invoicing": {},
                 *       "watcherEmails": [],
                 *       "campaignId": null,
                 *       "confirmOverBudget": false
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    caseId: string;
                    orderId?: string;
                    /** @enum {string} */
                    flow: "PHOTOGRAPHY" | "PORTRAIT" | "SHOP";
                    bookingInfo: {
                        /** @default false */
                        keyPickup?: boolean;
                        keyPickupAddress?: string;
                        /** @default false */
                        externalStylist?: boolean;
                        photographerComment?: string;
                    };
                    propertyInfo?: {
                        propertyType?: string;
                        livingArea?: number;
                        basementArea?: number;
                        floors?: number;
                        cadastralNumber?: string;
                        /** @enum {string} */
                        roofColor?: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red";
                        /** @enum {string} */
                        offeringType?: "OWNERSHIP" | "RENT" | "BOTH";
                    };
                    /** Format: email */
                    responsibleEmail: string;
                    package: {
                        id: number;
                    } | null;
                    /** @default [] */
                    productChoices?: {
                        choiceId: number;
                        productId?: number;
                        packageId?: number;
                    }[];
                    /** @default [] */
                    products?: {
                        id: number;
                        quantity: unknown;
                    }[];
                    /** @default {} */
                    invoicing?: {
                        business?: {
                            customerReference: string;
                            cvr: string;
                            ean: string;
                        };
                        endUser?: {
                            firstName: string;
                            lastName: string;
                            /** Format: email */
                            email: string;
                            phone?: string;
                            address: string;
                        };
                    };
                    /** @default [] */
                    watcherEmails?: string[];
                    /**
                     * Format: uuid
                     * @default null
                     */
                    campaignId?: string | null;
                    /** @default false */
                    confirmOverBudget?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "orderId": "string",
                     *       "salesId": "string",
                     *       "status": "Open"
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                        orderId: string;
                        salesId: string;
                        /** @enum {string} */
                        status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCaseAndOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "case": {
                 *         "branchId": 0,
                 *         "reference": "",
                 *         "orderContacts": [
                 *           {
                 *             "name": "string",
                 *             "phone": "string",
                 *             "email": "",
                 *             "contactType": "REALTOR"
                 *           }
                 *         ],
                 *         "address": {
                 *           "street": "string",
                 *           "buildingNumber": "string",
                 *           "buildingFloor": "string",
                 *           "buildingDoor": "string",
                 *           "cityArea": "string",
                 *           "city": "string",
                 *           "zip": "string"
                 *         },
                 *         "propertyInfo": {
                 *           "propertyType": "string",
                 *           "basementArea": 0,
                 *           "registeredArea": 0,
                 *           "totalStoreys": 0
                 *         }
                 *       },
                 *       "order": {
                 *         "orderId": "string",
                 *         "flow": "PHOTOGRAPHY",
                 *         "bookingInfo": {
                 *           "keyPickup": false,
                 *           "keyPickupAddress": "string",
                 *           "externalStylist": false,
                 *           "photographerComment": "string"
                 *         },
                 *         "propertyInfo": {
                 *           "propertyType": "string",
                 *           "livingArea": 0,
                 *           "basementArea": 0,
                 *           "floors": 0,
                 *           "cadastralNumber": "string",
                 *           "roofColor": "black",
                 *           "offeringType": "OWNERSHIP"
                 *         },
                 *         "responsibleEmail": "user@example.com",
                 *         "package": {
                 *           "id": 0
                 *         },
                 *         "productChoices": [],
                 *         "products": [],
                 *         "invoicing": {},
                 *         "watcherEmails": [],
                 *         "campaignId": null,
                 *         "confirmOverBudget": false
                 *       }
                 *     }
                 */
                "application/json": {
                    case: {
                        branchId: number;
                        /** @default  */
                        reference?: string;
                        orderContacts: {
                            name: string;
                            phone?: string;
                            email?: "" | string;
                            /** @enum {string} */
                            contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT";
                        }[];
                        address?: {
                            street: string;
                            buildingNumber: string;
                            buildingFloor?: string;
                            buildingDoor?: string;
                            cityArea?: string;
                            city: string;
                            zip: string;
                        };
                        propertyInfo?: {
                            propertyType: string;
                            /** @default 0 */
                            basementArea?: number;
                            /** @default 0 */
                            registeredArea?: number;
                            /** @default 0 */
                            totalStoreys?: number;
                        };
                    };
                    order: {
                        orderId?: string;
                        /** @enum {string} */
                        flow: "PHOTOGRAPHY" | "PORTRAIT" | "SHOP";
                        bookingInfo: {
                            /** @default false */
                            keyPickup?: boolean;
                            keyPickupAddress?: string;
                            /** @default false */
                            externalStylist?: boolean;
                            photographerComment?: string;
                        };
                        propertyInfo?: {
                            propertyType?: string;
                            livingArea?: number;
                            basementArea?: number;
                            floors?: number;
                            cadastralNumber?: string;
                            /** @enum {string} */
                            roofColor?: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red";
                            /** @enum {string} */
                            offeringType?: "OWNERSHIP" | "RENT" | "BOTH";
                        };
                        /** Format: email */
                        responsibleEmail: string;
                        package: {
                            id: number;
                        } | null;
                        /** @default [] */
                        productChoices?: {
                            choiceId: number;
                            productId?: number;
                            packageId?: number;
                        }[];
                        /** @default [] */
                        products?: {
                            id: number;
                            quantity: unknown;
                        }[];
                        /** @default {} */
                        invoicing?: {
                            business?: {
                                customerReference: string;
                                cvr: string;
                                ean: string;
                            };
                            endUser?: {
                                firstName: string;
                                lastName: string;
                                /** Format: email */
                                email: string;
                                phone?: string;
                                address: string;
                            };
                        };
                        /** @default [] */
                        watcherEmails?: string[];
                        /**
                         * Format: uuid
                         * @default null
                         */
                        campaignId?: string | null;
                        /** @default false */
                        confirmOverBudget?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "orderId": "string",
                     *       "salesId": "string",
                     *       "status": "Open",
                     *       "caseId": "string"
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                        orderId: string;
                        salesId: string;
                        /** @enum {string} */
                        status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL";
                        caseId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "string",
                     *       "salesId": "string",
                     *       "caseId": "string",
                     *       "caseReference": "string",
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "status": "Open",
                     *       "createdDate": "string",
                     *       "deliveryDate": "string",
                     *       "currency": "string",
                     *       "responsibleUserId": "string",
                     *       "responsibleEmail": "string",
                     *       "totalPrice": 0,
                     *       "packageName": "string",
                     *       "propertyType": "string",
                     *       "livingArea": 0,
                     *       "basementArea": 0,
                     *       "floors": 0,
                     *       "cadastralNumber": "string",
                     *       "roofColor": "black",
                     *       "offeringType": "OWNERSHIP",
                     *       "keyPickup": true,
                     *       "keyPickupAddress": "string",
                     *       "externalStylist": true,
                     *       "photographerComment": "string",
                     *       "bookingChoice": "PROVIDER_PHONE",
                     *       "businessInvoice": {
                     *         "customerReference": "string",
                     *         "cvr": "string",
                     *         "ean": "string"
                     *       },
                     *       "endUserInvoicing": {
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "email": "string",
                     *         "phone": "string",
                     *         "address": "string"
                     *       },
                     *       "address": {
                     *         "street": "string",
                     *         "houseNumber": "string",
                     *         "floor": "string",
                     *         "appartmentNumber": "string",
                     *         "area": "string",
                     *         "city": "string",
                     *         "postNumber": "string",
                     *         "country": "string"
                     *       },
                     *       "contactPersons": [
                     *         {
                     *           "id": "string",
                     *           "priority": 0,
                     *           "contactType": "REALTOR",
                     *           "name": "string",
                     *           "contactInfo": {
                     *             "email": "string",
                     *             "phoneMobile": "string",
                     *             "phoneWork": "string",
                     *             "phonePrivate": "string"
                     *           }
                     *         }
                     *       ],
                     *       "approval": {
                     *         "state": "WAITING",
                     *         "reasons": [
                     *           "THRESHOLD"
                     *         ],
                     *         "requestedAt": "2019-08-24T14:15:22Z",
                     *         "decidedAt": "2019-08-24T14:15:22Z",
                     *         "decidedBy": "string",
                     *         "rejectionReason": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        salesId: string;
                        caseId: string;
                        caseReference: string;
                        branchId: number;
                        branchName: string;
                        /** @enum {string} */
                        status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL";
                        createdDate: string;
                        deliveryDate: string | null;
                        currency: string;
                        responsibleUserId: string | null;
                        responsibleEmail: string | null;
                        /** @description Null when the caller does not want to see prices, or on an order without prices. */
                        totalPrice: number | null;
                        packageName: string | null;
                        propertyType: string | null;
                        livingArea: number | null;
                        basementArea: number | null;
                        floors: number | null;
                        cadastralNumber: string | null;
                        /** @enum {string|null} */
                        roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                        /** @enum {string|null} */
                        offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                        keyPickup: boolean;
                        keyPickupAddress: string | null;
                        externalStylist: boolean;
                        photographerComment: string | null;
                        /** @enum {string|null} */
                        bookingChoice: "PROVIDER_PHONE" | "CONTACT_LINK" | "ONLINE_CALENDAR" | null;
                        businessInvoice: {
                            customerReference: string;
                            cvr: string;
                            ean: string;
                        } | null;
                        endUserInvoicing: {
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            address: string;
                        } | null;
                        address: {
                            street: string;
                            houseNumber: string;
                            floor: string | null;
                            appartmentNumber: string | null;
                            area: string | null;
                            city: string;
                            postNumber: string;
                            country: string;
                        };
                        contactPersons: {
                            id?: string;
                            priority: number;
                            /** @enum {string} */
                            contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                            name: string;
                            contactInfo: {
                                email: string | null;
                                phoneMobile: string | null;
                                phoneWork: string | null;
                                phonePrivate: string | null;
                            };
                        }[];
                        approval: {
                            /** @enum {string} */
                            state: "WAITING" | "APPROVED" | "REJECTED";
                            reasons: ("THRESHOLD" | "BUDGET")[];
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            decidedBy: string | null;
                            rejectionReason: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOrderLines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "batchId": "string",
                     *         "productName": "string",
                     *         "status": "string",
                     *         "orderedQuantity": 0,
                     *         "deliveredQuantity": 0,
                     *         "price": 0,
                     *         "deliveredAt": "string",
                     *         "unit": "string",
                     *         "canReceiveFeedback": true,
                     *         "vendorOrderLineId": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        batchId: string | null;
                        productName: string;
                        status: string;
                        orderedQuantity: number;
                        deliveredQuantity: number;
                        /** @description Null when the caller does not want to see prices, or on a line without a price. */
                        price: number | null;
                        deliveredAt: string | null;
                        unit: string;
                        canReceiveFeedback: boolean;
                        vendorOrderLineId: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOrderTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "status": "Completed",
                     *         "productName": "string",
                     *         "orderlineId": "string",
                     *         "createdAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                        /** @enum {string} */
                        status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                        productName: string;
                        orderlineId: string | null;
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrderBookingInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "string",
                     *       "choice": "PROVIDER_PHONE",
                     *       "keyPickup": true,
                     *       "keyPickupAddress": "string",
                     *       "photographerComment": "string",
                     *       "dateOfPhotography": "string",
                     *       "bookingId": "string",
                     *       "phoneOnlyReason": "KEY_PICKUP"
                     *     }
                     */
                    "application/json": {
                        orderId: string;
                        /** @enum {string|null} */
                        choice: "PROVIDER_PHONE" | "CONTACT_LINK" | "ONLINE_CALENDAR" | null;
                        keyPickup: boolean;
                        keyPickupAddress: string | null;
                        photographerComment: string | null;
                        dateOfPhotography: string | null;
                        bookingId?: string | null;
                        /** @enum {string|null} */
                        phoneOnlyReason: "KEY_PICKUP" | "LONG_VISIT" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCaseTexts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "name": "string",
                     *         "baseName": "string",
                     *         "number": 0,
                     *         "group": "HEADING_AND_INTRODUCTION",
                     *         "maxLength": 0,
                     *         "content": "string",
                     *         "versionId": "string",
                     *         "origin": "TASK",
                     *         "taskId": "string",
                     *         "category": "BASIC",
                     *         "submittedAt": "string",
                     *         "changedBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "versions": 0,
                     *         "review": {
                     *           "versionId": "string",
                     *           "orderId": "string",
                     *           "state": "PENDING",
                     *           "reason": "string",
                     *           "reviewedBy": {
                     *             "id": "string",
                     *             "name": "string"
                     *           },
                     *           "reviewedAt": "string",
                     *           "reviewClosesAt": "string",
                     *           "reviewable": true
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        name: string;
                        baseName: string;
                        number: number | null;
                        /** @enum {string} */
                        group: "HEADING_AND_INTRODUCTION" | "SECTION" | "AREA_DESCRIPTION" | "POI" | "SPEECH_MOVIE_TEXT" | "ADS" | "SOCIAL_MEDIA" | "USP" | "OTHER";
                        maxLength: number;
                        content: string;
                        versionId: string;
                        /** @enum {string} */
                        origin: "TASK" | "OFFICE" | "PROVIDER";
                        taskId: string | null;
                        /** @enum {string|null} */
                        category: "BASIC" | "BASIC_OPT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "SPEAK_INPUT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "LOCATION" | "PERSON" | "PERSON_INFO" | "COPYWRITE_TEXTS" | null;
                        submittedAt: string;
                        changedBy: {
                            id: string;
                            name: string;
                        } | null;
                        versions: number;
                        review: {
                            versionId: string;
                            orderId: string;
                            /** @enum {string} */
                            state: "PENDING" | "APPROVED" | "REJECTED";
                            reason: string | null;
                            reviewedBy: {
                                id: string;
                                name: string;
                            } | null;
                            reviewedAt: string | null;
                            reviewClosesAt: string;
                            reviewable: boolean;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCaseText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "name": "string",
                     *         "content": "string",
                     *         "origin": "TASK",
                     *         "changedAt": "string",
                     *         "changedBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "taskId": "string",
                     *         "review": {
                     *           "versionId": "string",
                     *           "orderId": "string",
                     *           "state": "PENDING",
                     *           "reason": "string",
                     *           "reviewedBy": {
                     *             "id": "string",
                     *             "name": "string"
                     *           },
                     *           "reviewedAt": "string",
                     *           "reviewClosesAt": "string",
                     *           "reviewable": true
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        content: string;
                        /** @enum {string} */
                        origin: "TASK" | "OFFICE" | "PROVIDER";
                        changedAt: string;
                        changedBy: {
                            id: string;
                            name: string;
                        } | null;
                        taskId: string | null;
                        review: {
                            versionId: string;
                            orderId: string;
                            /** @enum {string} */
                            state: "PENDING" | "APPROVED" | "REJECTED";
                            reason: string | null;
                            reviewedBy: {
                                id: string;
                                name: string;
                            } | null;
                            reviewedAt: string | null;
                            reviewClosesAt: string;
                            reviewable: boolean;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkOrderApproval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "case": {
                 *         "branchId": 0,
                 *         "reference": "",
                 *         "orderContacts": [
                 *           {
                 *             "name": "string",
                 *             "phone": "string",
                 *             "email": "",
                 *             "contactType": "REALTOR"
                 *           }
                 *         ],
                 *         "address": {
                 *           "street": "string",
                 *           "buildingNumber": "string",
                 *           "buildingFloor": "string",
                 *           "buildingDoor": "string",
                 *           "cityArea": "string",
                 *           "city": "string",
                 *           "zip": "string"
                 *         },
                 *         "propertyInfo": {
                 *           "propertyType": "string",
                 *           "basementArea": 0,
                 *           "registeredArea": 0,
                 *           "totalStoreys": 0
                 *         }
                 *       },
                 *       "order": {
                 *         "orderId": "string",
                 *         "flow": "PHOTOGRAPHY",
                 *         "bookingInfo": {
                 *           "keyPickup": false,
                 *           "keyPickupAddress": "string",
                 *           "externalStylist": false,
                 *           "photographerComment": "string"
                 *         },
                 *         "propertyInfo": {
                 *           "propertyType": "string",
                 *           "livingArea": 0,
                 *           "basementArea": 0,
                 *           "floors": 0,
                 *           "cadastralNumber": "string",
                 *           "roofColor": "black",
                 *           "offeringType": "OWNERSHIP"
                 *         },
                 *         "responsibleEmail": "user@example.com",
                 *         "package": {
                 *           "id": 0
                 *         },
                 *         "productChoices": [],
                 *         "products": [],
                 *         "invoicing": {},
                 *         "watcherEmails": [],
                 *         "campaignId": null,
                 *         "confirmOverBudget": false
                 *       }
                 *     }
                 */
                "application/json": {
                    case: {
                        branchId: number;
                        /** @default  */
                        reference?: string;
                        orderContacts: {
                            name: string;
                            phone?: string;
                            email?: "" | string;
                            /** @enum {string} */
                            contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT";
                        }[];
                        address?: {
                            street: string;
                            buildingNumber: string;
                            buildingFloor?: string;
                            buildingDoor?: string;
                            cityArea?: string;
                            city: string;
                            zip: string;
                        };
                        propertyInfo?: {
                            propertyType: string;
                            /** @default 0 */
                            basementArea?: number;
                            /** @default 0 */
                            registeredArea?: number;
                            /** @default 0 */
                            totalStoreys?: number;
                        };
                    };
                    order: {
                        orderId?: string;
                        /** @enum {string} */
                        flow: "PHOTOGRAPHY" | "PORTRAIT" | "SHOP";
                        bookingInfo: {
                            /** @default false */
                            keyPickup?: boolean;
                            keyPickupAddress?: string;
                            /** @default false */
                            externalStylist?: boolean;
                            photographerComment?: string;
                        };
                        propertyInfo?: {
                            propertyType?: string;
                            livingArea?: number;
                            basementArea?: number;
                            floors?: number;
                            cadastralNumber?: string;
                            /** @enum {string} */
                            roofColor?: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red";
                            /** @enum {string} */
                            offeringType?: "OWNERSHIP" | "RENT" | "BOTH";
                        };
                        /** Format: email */
                        responsibleEmail: string;
                        package: {
                            id: number;
                        } | null;
                        /** @default [] */
                        productChoices?: {
                            choiceId: number;
                            productId?: number;
                            packageId?: number;
                        }[];
                        /** @default [] */
                        products?: {
                            id: number;
                            quantity: unknown;
                        }[];
                        /** @default {} */
                        invoicing?: {
                            business?: {
                                customerReference: string;
                                cvr: string;
                                ean: string;
                            };
                            endUser?: {
                                firstName: string;
                                lastName: string;
                                /** Format: email */
                                email: string;
                                phone?: string;
                                address: string;
                            };
                        };
                        /** @default [] */
                        watcherEmails?: string[];
                        /**
                         * Format: uuid
                         * @default null
                         */
                        campaignId?: string | null;
                        /** @default false */
                        confirmOverBudget?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "approvalNeeded": true,
                     *       "reasons": [
                     *         "THRESHOLD"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        approvalNeeded: boolean;
                        reasons: ("THRESHOLD" | "BUDGET")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProperties: {
        parameters: {
            query?: {
                search?: string;
                branchId?: number;
                skip?: number;
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currentSkip": 0,
                     *       "take": 0,
                     *       "total": 0,
                     *       "data": [
                     *         {
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "address": "string",
                     *           "branchName": "string",
                     *           "orderStatus": "Open",
                     *           "thumbnailUrl": "string",
                     *           "modifiedDate": "2019-08-24T14:15:22Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: {
                            /** Format: uuid */
                            caseId: string;
                            address: string;
                            branchName: string;
                            /** @enum {string} */
                            orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder" | "AWAITING_APPROVAL";
                            thumbnailUrl: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCaseMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "string",
                     *       "materialsState": "ACTIVE",
                     *       "materials": [
                     *         {
                     *           "id": "string",
                     *           "name": "string",
                     *           "type": "Picture",
                     *           "tags": [
                     *             "SOME_FEED"
                     *           ],
                     *           "active": true,
                     *           "sortOrder": 0,
                     *           "largestSource": {
                     *             "url": "string",
                     *             "width": 0,
                     *             "height": 0,
                     *             "size": 0,
                     *             "contentType": "string"
                     *           },
                     *           "url": "string",
                     *           "embedUrl": "string",
                     *           "previewUrl": "string",
                     *           "thumbnailUrl": "string",
                     *           "orderlineId": "string",
                     *           "batchId": "string",
                     *           "updatedDate": "string",
                     *           "beforeMaterialId": "string",
                     *           "vendorOrderLineId": "string",
                     *           "cloudScannerLinks": [
                     *             {
                     *               "type": "CloudScannerSelfEditor",
                     *               "url": "string"
                     *             }
                     *           ],
                     *           "isSelected": true,
                     *           "rights": {
                     *             "credit": "string",
                     *             "licence": "SALE_MARKETING",
                     *             "licenceText": "string",
                     *             "expiresOn": "2019-08-24",
                     *             "expired": true
                     *           }
                     *         }
                     *       ],
                     *       "batches": [
                     *         {
                     *           "id": "string",
                     *           "orderlineId": "string",
                     *           "productName": "string",
                     *           "orderSalesId": "string",
                     *           "createdAt": "string",
                     *           "materialCount": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        caseId: string;
                        /** @enum {string} */
                        materialsState: "ACTIVE" | "ARCHIVING" | "RESTORING" | "ARCHIVED";
                        materials: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown";
                            tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR" | "LOGO_BAND")[];
                            active: boolean;
                            sortOrder: number;
                            largestSource: {
                                url: string;
                                width: number | null;
                                height: number | null;
                                size: number | null;
                                contentType: string | null;
                            } | null;
                            url: string | null;
                            embedUrl: string | null;
                            previewUrl: string | null;
                            thumbnailUrl: string | null;
                            orderlineId: string | null;
                            batchId: string | null;
                            updatedDate: string;
                            beforeMaterialId: string | null;
                            vendorOrderLineId: string | null;
                            cloudScannerLinks: {
                                /** @enum {string} */
                                type: "CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging";
                                url: string;
                            }[];
                            isSelected: boolean;
                            rights: {
                                credit: string | null;
                                /** @enum {string} */
                                licence: "SALE_MARKETING" | "PERSON_AT_OFFICE" | "CUSTOM";
                                licenceText: string | null;
                                /** Format: date */
                                expiresOn: string | null;
                                expired: boolean;
                            };
                        }[];
                        batches: {
                            id: string;
                            orderlineId: string | null;
                            productName: string | null;
                            orderSalesId: string | null;
                            createdAt: string;
                            materialCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadRightsSummary: {
        parameters: {
            query: {
                format: "csv" | "pdf";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCasePresentation: {
        parameters: {
            query?: {
                activeOnly?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *       "address": "string",
                     *       "departmentName": "string",
                     *       "branding": {
                     *         "logoUrl": "string",
                     *         "primaryColor": "string",
                     *         "contrastColor": "string",
                     *         "backgroundColor": "string",
                     *         "faviconUrl": "string"
                     *       },
                     *       "archived": true,
                     *       "slides": [
                     *         {
                     *           "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *           "kind": "image",
                     *           "materialType": "Picture",
                     *           "name": "string",
                     *           "active": true,
                     *           "sortOrder": 0,
                     *           "width": 0,
                     *           "height": 0,
                     *           "thumbnailUrl": "string",
                     *           "previewUrl": "string",
                     *           "originalUrl": "string",
                     *           "contentType": "string",
                     *           "embedUrl": "string",
                     *           "rights": {
                     *             "credit": "string",
                     *             "licence": "SALE_MARKETING",
                     *             "licenceText": "string",
                     *             "expiresOn": "2019-08-24",
                     *             "expired": true
                     *           }
                     *         }
                     *       ],
                     *       "urlsExpireAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        caseId: string;
                        address: string;
                        departmentName: string;
                        branding: {
                            logoUrl: string | null;
                            primaryColor: string | null;
                            contrastColor: string | null;
                            backgroundColor: string | null;
                            faviconUrl: string | null;
                        };
                        archived: boolean;
                        slides: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "video" | "embed" | "iframe";
                            /** @enum {string} */
                            materialType: "Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown";
                            name: string;
                            active: boolean;
                            sortOrder: number;
                            width: number | null;
                            height: number | null;
                            thumbnailUrl: string | null;
                            previewUrl: string | null;
                            originalUrl: string | null;
                            contentType: string | null;
                            embedUrl: string | null;
                            rights: {
                                credit: string | null;
                                /** @enum {string} */
                                licence: "SALE_MARKETING" | "PERSON_AT_OFFICE" | "CUSTOM";
                                licenceText: string | null;
                                /** Format: date */
                                expiresOn: string | null;
                                expired: boolean;
                            };
                        }[];
                        /** Format: date-time */
                        urlsExpireAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWebhooks: {
        parameters: {
            query: {
                branchId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *         "branchId": 0,
                     *         "url": "string",
                     *         "events": [
                     *           "order.confirmed"
                     *         ],
                     *         "secretHint": "string",
                     *         "active": true,
                     *         "pausedAt": "2019-08-24T14:15:22Z",
                     *         "pausedReason": "failures",
                     *         "consecutiveFailures": 0,
                     *         "createdAt": "2019-08-24T14:15:22Z",
                     *         "lastDelivery": {
                     *           "status": "pending",
                     *           "event": "string",
                     *           "createdAt": "2019-08-24T14:15:22Z"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        branchId: number;
                        url: string;
                        events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed" | "listing.changed")[];
                        secretHint: string;
                        active: boolean;
                        /** Format: date-time */
                        pausedAt: string | null;
                        /** @enum {string|null} */
                        pausedReason: "failures" | "admin" | null;
                        consecutiveFailures: number;
                        /** Format: date-time */
                        createdAt: string;
                        lastDelivery: {
                            /** @enum {string} */
                            status: "pending" | "retrying" | "delivered" | "failed";
                            event: string;
                            /** Format: date-time */
                            createdAt: string;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "branchId": 0,
                 *       "url": "string",
                 *       "events": [
                 *         "order.confirmed"
                 *       ]
                 *     }
                 */
                "application/json": {
                    branchId: number;
                    url: string;
                    events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed" | "listing.changed")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhook": {
                     *         "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *         "branchId": 0,
                     *         "url": "string",
                     *         "events": [
                     *           "order.confirmed"
                     *         ],
                     *         "secretHint": "string",
                     *         "active": true,
                     *         "pausedAt": "2019-08-24T14:15:22Z",
                     *         "pausedReason": "failures",
                     *         "consecutiveFailures": 0,
                     *         "createdAt": "2019-08-24T14:15:22Z",
                     *         "lastDelivery": {
                     *           "status": "pending",
                     *           "event": "string",
                     *           "createdAt": "2019-08-24T14:15:22Z"
                     *         }
                     *       },
                     *       "secret": "string"
                     *     }
                     */
                    "application/json": {
                        webhook: {
                            /** Format: uuid */
                            id: string;
                            branchId: number;
                            url: string;
                            events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed" | "listing.changed")[];
                            secretHint: string;
                            active: boolean;
                            /** Format: date-time */
                            pausedAt: string | null;
                            /** @enum {string|null} */
                            pausedReason: "failures" | "admin" | null;
                            consecutiveFailures: number;
                            /** Format: date-time */
                            createdAt: string;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "retrying" | "delivered" | "failed";
                                event: string;
                                /** Format: date-time */
                                createdAt: string;
                            } | null;
                        };
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "branchId": 0,
                     *       "url": "string",
                     *       "events": [
                     *         "order.confirmed"
                     *       ],
                     *       "secretHint": "string",
                     *       "active": true,
                     *       "pausedAt": "2019-08-24T14:15:22Z",
                     *       "pausedReason": "failures",
                     *       "consecutiveFailures": 0,
                     *       "createdAt": "2019-08-24T14:15:22Z",
                     *       "lastDelivery": {
                     *         "status": "pending",
                     *         "event": "string",
                     *         "createdAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        branchId: number;
                        url: string;
                        events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed" | "listing.changed")[];
                        secretHint: string;
                        active: boolean;
                        /** Format: date-time */
                        pausedAt: string | null;
                        /** @enum {string|null} */
                        pausedReason: "failures" | "admin" | null;
                        consecutiveFailures: number;
                        /** Format: date-time */
                        createdAt: string;
                        lastDelivery: {
                            /** @enum {string} */
                            status: "pending" | "retrying" | "delivered" | "failed";
                            event: string;
                            /** Format: date-time */
                            createdAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "order.confirmed"
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": {
                    events?: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed" | "listing.changed")[];
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "branchId": 0,
                     *       "url": "string",
                     *       "events": [
                     *         "order.confirmed"
                     *       ],
                     *       "secretHint": "string",
                     *       "active": true,
                     *       "pausedAt": "2019-08-24T14:15:22Z",
                     *       "pausedReason": "failures",
                     *       "consecutiveFailures": 0,
                     *       "createdAt": "2019-08-24T14:15:22Z",
                     *       "lastDelivery": {
                     *         "status": "pending",
                     *         "event": "string",
                     *         "createdAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        branchId: number;
                        url: string;
                        events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed" | "listing.changed")[];
                        secretHint: string;
                        active: boolean;
                        /** Format: date-time */
                        pausedAt: string | null;
                        /** @enum {string|null} */
                        pausedReason: "failures" | "admin" | null;
                        consecutiveFailures: number;
                        /** Format: date-time */
                        createdAt: string;
                        lastDelivery: {
                            /** @enum {string} */
                            status: "pending" | "retrying" | "delivered" | "failed";
                            event: string;
                            /** Format: date-time */
                            createdAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *         "eventId": "d6703cc8-9e79-415d-ac03-a4dc7f6ab43c",
                     *         "event": "string",
                     *         "status": "pending",
                     *         "createdAt": "2019-08-24T14:15:22Z",
                     *         "nextAttemptAt": "2019-08-24T14:15:22Z",
                     *         "deliveredAt": "2019-08-24T14:15:22Z",
                     *         "attempts": [
                     *           {
                     *             "number": 0,
                     *             "at": "2019-08-24T14:15:22Z",
                     *             "statusCode": 0,
                     *             "durationMs": 0,
                     *             "error": "addressNotAllowed",
                     *             "manual": true
                     *           }
                     *         ],
                     *         "body": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        eventId: string;
                        event: string;
                        /** @enum {string} */
                        status: "pending" | "retrying" | "delivered" | "failed";
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        nextAttemptAt: string | null;
                        /** Format: date-time */
                        deliveredAt: string | null;
                        attempts: {
                            number: number;
                            /** Format: date-time */
                            at: string;
                            statusCode: number | null;
                            durationMs: number;
                            /** @enum {string|null} */
                            error: "addressNotAllowed" | "nameNotFound" | "timeout" | "connectionRefused" | "connectionFailed" | "tlsError" | "redirectNotFollowed" | null;
                            manual: boolean;
                        }[];
                        body: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "eventId": "d6703cc8-9e79-415d-ac03-a4dc7f6ab43c",
                     *       "event": "string",
                     *       "status": "pending",
                     *       "createdAt": "2019-08-24T14:15:22Z",
                     *       "nextAttemptAt": "2019-08-24T14:15:22Z",
                     *       "deliveredAt": "2019-08-24T14:15:22Z",
                     *       "attempts": [
                     *         {
                     *           "number": 0,
                     *           "at": "2019-08-24T14:15:22Z",
                     *           "statusCode": 0,
                     *           "durationMs": 0,
                     *           "error": "addressNotAllowed",
                     *           "manual": true
                     *         }
                     *       ],
                     *       "body": "string"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        eventId: string;
                        event: string;
                        /** @enum {string} */
                        status: "pending" | "retrying" | "delivered" | "failed";
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        nextAttemptAt: string | null;
                        /** Format: date-time */
                        deliveredAt: string | null;
                        attempts: {
                            number: number;
                            /** Format: date-time */
                            at: string;
                            statusCode: number | null;
                            durationMs: number;
                            /** @enum {string|null} */
                            error: "addressNotAllowed" | "nameNotFound" | "timeout" | "connectionRefused" | "connectionFailed" | "tlsError" | "redirectNotFollowed" | null;
                            manual: boolean;
                        }[];
                        body: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "eventId": "d6703cc8-9e79-415d-ac03-a4dc7f6ab43c",
                     *       "event": "string",
                     *       "status": "pending",
                     *       "createdAt": "2019-08-24T14:15:22Z",
                     *       "nextAttemptAt": "2019-08-24T14:15:22Z",
                     *       "deliveredAt": "2019-08-24T14:15:22Z",
                     *       "attempts": [
                     *         {
                     *           "number": 0,
                     *           "at": "2019-08-24T14:15:22Z",
                     *           "statusCode": 0,
                     *           "durationMs": 0,
                     *           "error": "addressNotAllowed",
                     *           "manual": true
                     *         }
                     *       ],
                     *       "body": "string"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        eventId: string;
                        event: string;
                        /** @enum {string} */
                        status: "pending" | "retrying" | "delivered" | "failed";
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        nextAttemptAt: string | null;
                        /** Format: date-time */
                        deliveredAt: string | null;
                        attempts: {
                            number: number;
                            /** Format: date-time */
                            at: string;
                            statusCode: number | null;
                            durationMs: number;
                            /** @enum {string|null} */
                            error: "addressNotAllowed" | "nameNotFound" | "timeout" | "connectionRefused" | "connectionFailed" | "tlsError" | "redirectNotFollowed" | null;
                            manual: boolean;
                        }[];
                        body: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listListingProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "a",
                     *         "name": "string",
                     *         "country": "DK",
                     *         "language": "en",
                     *         "rules": {
                     *           "minPictures": 0,
                     *           "maxPictures": 1,
                     *           "minWidth": 1,
                     *           "minHeight": 1,
                     *           "maxLongEdge": 1,
                     *           "aspect": "fit",
                     *           "format": "jpeg",
                     *           "jpegQuality": 50,
                     *           "maxFileBytes": 100000,
                     *           "colourSpace": "srgb",
                     *           "order": {
                     *             "mainFirst": true,
                     *             "floorPlans": "last",
                     *             "stagedAfterOriginal": true
                     *           },
                     *           "namingPattern": "A",
                     *           "captionLanguage": "en",
                     *           "listLinks": true,
                     *           "floorPlanExpected": true,
                     *           "alteredLabel": "string",
                     *           "refuseWatermarked": true
                     *         },
                     *         "ruleOrigins": {
                     *           "property1": "published",
                     *           "property2": "published"
                     *         },
                     *         "sources": [
                     *           {
                     *             "title": "string",
                     *             "url": "string",
                     *             "note": "string"
                     *           }
                     *         ],
                     *         "updatedAt": "2019-08-24T14:15:22Z",
                     *         "updatedByName": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string|null} */
                        country: "DK" | "SE" | "NO" | null;
                        /** @enum {string} */
                        language: "en" | "da" | "sv" | "no";
                        rules: {
                            minPictures: number;
                            maxPictures: number;
                            minWidth: number;
                            minHeight: number;
                            maxLongEdge: number;
                            /** @enum {string} */
                            aspect: "fit";
                            /** @enum {string} */
                            format: "jpeg";
                            jpegQuality: number;
                            maxFileBytes: number;
                            /** @enum {string} */
                            colourSpace: "srgb";
                            order: {
                                mainFirst: boolean;
                                /** @enum {string} */
                                floorPlans: "last" | "after-main";
                                stagedAfterOriginal: boolean;
                            };
                            namingPattern: string;
                            /** @enum {string} */
                            captionLanguage: "en" | "da" | "sv" | "no";
                            listLinks: boolean;
                            floorPlanExpected: boolean;
                            alteredLabel: string;
                            refuseWatermarked: boolean;
                        };
                        ruleOrigins: {
                            [key: string]: "published" | "projectChoice" | "provider";
                        };
                        sources: {
                            title: string;
                            url: string;
                            note: string;
                        }[];
                        /** Format: date-time */
                        updatedAt: string;
                        updatedByName: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCaseListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *       "saved": true,
                     *       "materialIds": [
                     *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                     *       ],
                     *       "mainMaterialId": "42c4dd53-aad0-4cf8-8a49-efc4f5f6ce2c",
                     *       "captions": {
                     *         "property1": "string",
                     *         "property2": "string"
                     *       },
                     *       "items": [
                     *         {
                     *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                     *           "type": "Picture",
                     *           "name": "string",
                     *           "width": 0,
                     *           "height": 0,
                     *           "caption": "string"
                     *         }
                     *       ],
                     *       "updatedAt": "2019-08-24T14:15:22Z",
                     *       "updatedByName": "string"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        caseId: string;
                        saved: boolean;
                        materialIds: string[];
                        /** Format: uuid */
                        mainMaterialId: string | null;
                        captions: {
                            [key: string]: string;
                        };
                        items: {
                            /** Format: uuid */
                            materialId: string;
                            /** @enum {string} */
                            type: "Picture" | "Floorplan" | "BeforeAfterPictures";
                            name: string;
                            width: number | null;
                            height: number | null;
                            caption: string;
                        }[];
                        /** Format: date-time */
                        updatedAt: string | null;
                        updatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getListingCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *       "profileId": "a",
                     *       "exportable": true,
                     *       "findings": [
                     *         {
                     *           "severity": "refuse",
                     *           "code": "tooFewPictures",
                     *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                     *           "params": {
                     *             "property1": 0,
                     *             "property2": 0
                     *           }
                     *         }
                     *       ],
                     *       "files": [
                     *         {
                     *           "position": 1,
                     *           "fileName": "string",
                     *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                     *           "type": "Picture",
                     *           "caption": "string",
                     *           "altText": "string",
                     *           "alteration": "staged",
                     *           "originalMaterialId": "199b7b73-6a65-4de2-b0db-be64cc38f4fa",
                     *           "isMain": true,
                     *           "width": 0,
                     *           "height": 0,
                     *           "credit": "string"
                     *         }
                     *       ],
                     *       "links": [
                     *         {
                     *           "title": "string",
                     *           "url": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        caseId: string;
                        profileId: string;
                        exportable: boolean;
                        findings: {
                            /** @enum {string} */
                            severity: "refuse" | "warn";
                            /** @enum {string} */
                            code: "tooFewPictures" | "tooManyPictures" | "belowMinimumSize" | "noFloorPlan" | "stagedWithoutOriginal" | "watermarked" | "sizeUnknown" | "rightsExpired";
                            /** Format: uuid */
                            materialId: string | null;
                            params: {
                                [key: string]: number;
                            };
                        }[];
                        files: {
                            position: number;
                            fileName: string;
                            /** Format: uuid */
                            materialId: string;
                            /** @enum {string} */
                            type: "Picture" | "Floorplan" | "BeforeAfterPictures";
                            caption: string;
                            altText: string;
                            /** @enum {string|null} */
                            alteration: "staged" | "beforeAfter" | null;
                            /** Format: uuid */
                            originalMaterialId: string | null;
                            isMain: boolean;
                            width: number | null;
                            height: number | null;
                            credit: string | null;
                        }[];
                        links: {
                            title: string;
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getListingFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *       "profileId": "a",
                     *       "address": "string",
                     *       "updatedAt": "2019-08-24T14:15:22Z",
                     *       "exportable": true,
                     *       "findings": [
                     *         {
                     *           "severity": "refuse",
                     *           "code": "tooFewPictures",
                     *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                     *           "params": {
                     *             "property1": 0,
                     *             "property2": 0
                     *           }
                     *         }
                     *       ],
                     *       "files": [
                     *         {
                     *           "position": 1,
                     *           "fileName": "string",
                     *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                     *           "type": "Picture",
                     *           "caption": "string",
                     *           "altText": "string",
                     *           "alteration": "staged",
                     *           "originalMaterialId": "199b7b73-6a65-4de2-b0db-be64cc38f4fa",
                     *           "isMain": true,
                     *           "width": 0,
                     *           "height": 0,
                     *           "credit": "string",
                     *           "url": "string",
                     *           "urlExpiresAt": "2019-08-24T14:15:22Z"
                     *         }
                     *       ],
                     *       "links": [
                     *         {
                     *           "title": "string",
                     *           "url": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        caseId: string;
                        profileId: string;
                        address: string;
                        /** Format: date-time */
                        updatedAt: string | null;
                        exportable: boolean;
                        findings: {
                            /** @enum {string} */
                            severity: "refuse" | "warn";
                            /** @enum {string} */
                            code: "tooFewPictures" | "tooManyPictures" | "belowMinimumSize" | "noFloorPlan" | "stagedWithoutOriginal" | "watermarked" | "sizeUnknown" | "rightsExpired";
                            /** Format: uuid */
                            materialId: string | null;
                            params: {
                                [key: string]: number;
                            };
                        }[];
                        files: {
                            position: number;
                            fileName: string;
                            /** Format: uuid */
                            materialId: string;
                            /** @enum {string} */
                            type: "Picture" | "Floorplan" | "BeforeAfterPictures";
                            caption: string;
                            altText: string;
                            /** @enum {string|null} */
                            alteration: "staged" | "beforeAfter" | null;
                            /** Format: uuid */
                            originalMaterialId: string | null;
                            isMain: boolean;
                            width: number | null;
                            height: number | null;
                            credit: string | null;
                            url: string;
                            /** Format: date-time */
                            urlExpiresAt: string;
                        }[];
                        links: {
                            title: string;
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
