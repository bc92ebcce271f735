// Generated from the hub's OpenAPI document by `npm run client:generate`; do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the hub and its database answer
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/login-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a user with this email signs in
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getLoginUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/login-esoft-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where provider staff sign in
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getProviderLoginUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description The portal gets the session as an HttpOnly cookie only, never in the answer, so script on the page cannot read it. An API client sends tokenType "bearer" to get the token in the answer instead (and no cookie), then sends it as Authorization: Bearer <token>.
         *
         *     Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out and end the session
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, or null when signed out
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/user/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The departments of the signed-in user
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listMyBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/user/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permissions of the signed-in user
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/password/reset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a reset link still works
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["checkPasswordResetLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/id/{id}/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a user a sign-in link
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["sendSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a mailed sign-in link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["signInWithLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/directory/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Go to the organisation’s directory to sign in
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["startDirectorySignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/directory/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the directory sends the browser back
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["finishDirectorySignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/directory/choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts to choose from after a directory sign-in
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["listDirectoryAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Authentication/directory/choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the account to continue with
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["chooseDirectoryAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Branch/id/{id}/directory-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the email domains that sign in through a directory
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["setBranchDirectoryDomains"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user’s details and access
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/User/id/{id}/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the language one’s mails are written in
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["setMyLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/id/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one’s own password
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/id/{id}/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change one’s email address
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new email address from the mailed link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/by-branchId/{branchId}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active users of a department
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listActiveBranchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search users
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["searchUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/id/{id}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The departments a user has access to
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listUserAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/id/{id}/branch/{branchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a user’s access to a department away
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["removeUserBranchAccess"];
        options?: never;
        head?: never;
        /**
         * Give a user access to a department
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        patch: operations["setUserBranchAccess"];
        trace?: never;
    };
    "/api/User/impersonation/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search users support may act as
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["searchImpersonationTargets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search roles
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["searchRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A role and its permissions
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a role
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/api/Role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a user to a department
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Invitation/branch/{branchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open invitations of a department
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listBranchInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Invitation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invitation, from its mailed link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        /**
         * Withdraw an invitation
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["withdrawInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Invitation/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail an invitation again
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Invitation/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation and set a password
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Branch/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search departments
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["searchBranches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Branch/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A department
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getBranch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a department’s settings
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        patch: operations["updateBranch"];
        trace?: never;
    };
    "/api/Branch/id/{id}/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The services a department has switched on
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listBranchApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/cases/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a case’s address
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["updateCaseAddress"];
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
        /**
         * Add documents to a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addCaseDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add one document to a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addCaseDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/allowednames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document names a case accepts
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listCaseDocumentNames"];
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
    "/api/cases/{id}/assets/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a link to a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addCaseLink"];
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
    "/api/cases/{id}/assets/collage/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The price of a collage
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getCollagePricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/collage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order a collage of a case’s pictures
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["orderCollage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translations/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portal’s texts in a language
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getTranslations"];
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
    "/api/provider/catalogue/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The departments whose catalogue the provider keeps
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listCatalogueDepartments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/catalogue/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the products of every department (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listCatalogueProducts"];
        put?: never;
        /**
         * Add a product to a department (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createCatalogueProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/catalogue/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product as the provider keeps it
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getCatalogueProduct"];
        /**
         * Change or deactivate a product (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["updateCatalogueProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/catalogue/products/{id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product’s prices per country and department
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listCatalogueProductPrices"];
        /**
         * Set or remove a country or department price
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["setCatalogueProductPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/catalogue/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packages of a department (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listCataloguePackages"];
        put?: never;
        /**
         * Add a package to a department (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createCataloguePackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/catalogue/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A package and its products (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getCataloguePackage"];
        /**
         * Change or deactivate a package (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["updateCataloguePackage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/catalogue/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The departments whose orders are stopped
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listOrderStops"];
        put?: never;
        /**
         * Stop a department’s orders, with a reason
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["stopDepartmentOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/catalogue/blacklist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Allow a department’s orders again
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["allowDepartmentOrders"];
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
    "/api/orders/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order being put together
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getOrderDraft"];
        /**
         * Keep the order being put together
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["saveOrderDraft"];
        post?: never;
        /**
         * Throw the order being put together away
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["deleteOrderDraft"];
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
    "/api/orders/orderlines/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What can be done with order lines
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listOrderLineActions"];
        put?: never;
        post?: never;
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
    "/api/orders/{id}/watchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who follows an order
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listOrderWatchers"];
        put?: never;
        /**
         * Set who follows an order
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["setOrderWatchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/booking-choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose how the visit is booked
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["chooseOrderBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/responsible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set who is responsible for an order
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["setOrderResponsible"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/orderlines/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add products to an order
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addOrderLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orders/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order on (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["setOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider’s order list
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listProviderOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orders/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The choices of the provider’s order list
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getProviderOrderFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order as the provider sees it
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getProviderOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search tasks
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["searchTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/search/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The choices of the task search
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getTaskSearchFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/tasks/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many open tasks a user has
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["countUserTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/tasks/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open tasks of a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listOpenCaseTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notes of a task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listTaskNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/notes/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to a task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addTaskNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Complete a task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        patch: operations["completeTask"];
        trace?: never;
    };
    "/api/orders/tasks/{id}/partially": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a task without completing it
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["saveTaskPartially"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webshop/s3/endpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where uploads go
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getStorageEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webshop/s3/upload/presigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signed links to upload files to
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createUploadLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The files uploaded to a task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listTaskUploads"];
        put?: never;
        /**
         * Register files uploaded to a task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addTaskUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/orderlines/{id}/taskfileuploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The files uploaded to an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listOrderLineUploads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/orderlines/{id}/taskfileuploads/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register files uploaded to an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addOrderLineUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/orderlines/taskfileuploads/{materialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an uploaded file
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["deleteOrderLineUpload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/orderlines/{id}/materials/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add case material to an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addOrderLineMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{lineId}/uploads/presigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signed links to upload a delivery to
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createDeliveryUploadLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{lineId}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order line’s delivery so far
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getOrderLineDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{lineId}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register files uploaded for a delivery
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["addDeliveryUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{lineId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver an order line’s material
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["deliverOrderLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{lineId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a link (a tour, a film, a web page) to an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["deliverOrderLineLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feedback waiting for the provider
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listProviderFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{lineId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback on an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getProviderOrderLineFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{lineId}/feedback/{annotationId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a feedback note
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["answerFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/virtual-staging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The virtual staging styles
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listVirtualStagingStyles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/virtual-staging/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A picture of a virtual staging style
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getVirtualStagingImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/sometypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The social media formats
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listSocialMediaTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pictures a task chooses from
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listTaskImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/virtual-staging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures for virtual staging
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeVirtualStagingTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/objects-removal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures for object removal
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeObjectsRemovalTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/indoor-renovation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures for indoor renovation
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeIndoorRenovationTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/outdoor-renovation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures for outdoor renovation
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeOutdoorRenovationTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/imageselector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeImageSelectorTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/whitebox-imageselector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures for whitebox
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeWhiteboxTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/combine-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures to combine
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeCombineImagesTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/beforeafter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose before and after pictures
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeBeforeAfterTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/some": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures for social media
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeSocialMediaTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/some-gif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose pictures for a social media animation
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeSocialMediaGifTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/texts/{id}/TextSections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The text sections a task asks for
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listTaskTextSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/texts/Description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a text task is about
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getTextTaskDescription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/texts/InputForSpeakSlideShow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The input of a narrated slide show
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getSpeakSlideShowInput"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/texts/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a text task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeTextTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/aitexteditorlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A link to the AI text editor
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getAiTextEditorLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/ai-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The AI-written text of a task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getAiText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/complete/ai-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an AI text task
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeAiTextTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Texts/GetAllTextSections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every text section
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listTextSections"];
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
    "/api/cases/{id}/texts/approve-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve every text of a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["approveAllCaseTexts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/texts/reject-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject every text of a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["rejectAllCaseTexts"];
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
        /**
         * Change one text of a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["saveCaseText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/texts/{name}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve one text of a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["approveCaseText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/texts/{name}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject one text of a case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["rejectCaseText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/texts/{name}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver one text of a case (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["deliverCaseText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orders/{id}/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The texts of an order (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listProviderOrderTexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/orderlines/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback on an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getOrderLineFeedback"];
        /**
         * Keep feedback on an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["saveOrderLineFeedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/orderlines/{id}/feedback/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send feedback on an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["submitOrderLineFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/rating/w2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send feedback or a complaint on an order line
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["rateOrderLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/orderlines/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback and complaints on an order line, with the answers
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listOrderLineRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback and complaints on an order, with the answers
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listOrderRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback and complaints on an order line, and its deliveries (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listProviderOrderLineRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/orderlines/{id}/ratings/{ratingId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer feedback or a complaint (provider)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["answerOrderLineRating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/interviews/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The questions of an interview
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listInterviewQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/interviews/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an interview to the seller
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["sendInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/interviews/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an interview
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["completeInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/questionnaire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A questionnaire
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getQuestionnaire"];
        put?: never;
        /**
         * Answer a questionnaire
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["saveQuestionnaire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/questionnaire/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a questionnaire to the seller
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["sendQuestionnaire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/forms/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A form opened from its link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getPublicForm"];
        put?: never;
        /**
         * Answer a form opened from its link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["answerPublicForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bookings/{id}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The times proposed for a visit
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listBookingProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bookings/{id}/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The task of a booking
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getBookingTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bookings/{id}/proposals/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a proposed time
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["confirmBookingProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bookings/third-party-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the seller a link to book the visit
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["sendThirdPartyBookingLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tasks/{id}/updateType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose who books the visit
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["setBookingType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking opened from its link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getPublicBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{token}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proposed times, from the link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["listPublicBookingProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{token}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visit as a calendar entry
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getPublicBookingCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{token}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a time from the link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        post: operations["confirmPublicBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The photographers’ visits
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listProviderVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/visits/to-book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visits waiting to be booked
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listVisitsToBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/visits/{bookingId}/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a visit
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["bookVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/visits/{bookingId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a visit
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["moveVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/visits/{bookingId}/job-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the photographer shoots and knows at a visit
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getVisitJobSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/visits/{bookingId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a visit’s status
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["setVisitStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/department-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whom a department can contact
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listDepartmentContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/provider-work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How much of their work waits for provider staff
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getProviderWork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaigns
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listCampaigns"];
        put?: never;
        /**
         * Create a campaign
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A campaign
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getCampaign"];
        /**
         * Change a campaign
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["updateCampaign"];
        post?: never;
        /**
         * Delete a campaign
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["deleteCampaign"];
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
    "/api/cases/{id}/assets/sortorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the order of a case’s material
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["sortCaseMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move material to the bin
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["deleteCaseMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take material back from the bin
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["restoreCaseMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a batch of material
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["deleteMaterialBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete batches of material
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["deleteMaterialBatches"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Assets/delete-materials-and-assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete material for good
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["deleteMaterialsForGood"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy material to another case
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["copyCaseMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive material
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["archiveCaseMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/assets/archive/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take material out of the archive
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["restoreArchivedMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Assets/download-link/ewarp-materials/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pack material in a zip and mail its link
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["requestMaterialZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Assets/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The zips asked for
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listMaterialZips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Assets/downloads/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pack a failed zip again
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["retryMaterialZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Assets/downloads/file/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a zip from its mailed link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["downloadMaterialZip"];
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
    "/api/cases/{id}/presentation/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The links a presentation is shared by
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listPresentationShares"];
        put?: never;
        /**
         * Share a case’s presentation by link
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["shareCasePresentation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{id}/presentation/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop a shared link
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["revokePresentationShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/presentation/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A presentation opened from its link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["getPublicPresentation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webshop/whitelabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A department’s colours and logo
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getWhitelabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/language/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The news in a language
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{id}/language/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A news item in a language
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getNewsItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every news item, for the editor
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listNewsForEditing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a news item
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createNewsItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a news item
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["updateNewsItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{id}/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Publish or withdraw a news item
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["publishNewsItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help-articles/language/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The help articles in a language
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["searchHelpArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help-articles/{id}/language/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A help article in a language
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getHelpArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help-articles/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every help article, for the editor
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listHelpArticlesForEditing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a help article
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createHelpArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a help article
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["updateHelpArticle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help-articles/{id}/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Publish or withdraw a help article
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["publishHelpArticle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How to reach customer support
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getSupportContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to customer support
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["writeToSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s notifications
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many notifications are unread
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification read
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every notification read
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-notices/current/language/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The system notice shown now
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getCurrentSystemNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-notices/language/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The system notices in a language
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listSystemNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-notices/{id}/dismissal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a system notice for oneself
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["dismissSystemNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-notices/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every system notice, for the editor
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listSystemNoticesForEditing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a system notice
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createSystemNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a system notice
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["updateSystemNotice"];
        post?: never;
        /**
         * Delete a system notice
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        delete: operations["deleteSystemNotice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A department’s API keys
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Make an API key (shown once)
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["revokeApiKey"];
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
    "/api/branches/{id}/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The department's retention period for personal data
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["getRetention"];
        /**
         * Set the department's retention period for personal data
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        put: operations["setRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/subject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's data in the cases of the departments one administers, as JSON
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["exportSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anonymise a person's data in the cases of the departments one administers
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        post: operations["eraseSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What was anonymised in the cases of the departments one administers, newest first
         * @description Portal only: the signed-in session; an API key is refused (403).
         */
        get: operations["listPrivacyLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file from a signed link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        get: operations["downloadStoredFile"];
        /**
         * Upload a file to a signed link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        put: operations["uploadStoredFile"];
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Whether a file is behind a signed link
         * @description Public: no sign-in; a token in the path or a signed link authorizes it.
         */
        head: operations["checkStoredFile"];
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
    getHealth: {
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
                     *       "status": "ok",
                     *       "database": "ok"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        database: "ok" | "unavailable";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        database: "ok" | "unavailable";
                    };
                };
            };
        };
    };
    getLoginUrl: {
        parameters: {
            query?: {
                redirectUrl?: string;
                email?: string;
                nonce?: string;
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
                     *       "authenticationScheme": "string",
                     *       "loginUrl": "string",
                     *       "logoutUrl": "string",
                     *       "resetPasswordUrl": "string",
                     *       "resetPasswordErrorCode": "string",
                     *       "impersonatingUserIdHeaderName": "string"
                     *     }
                     */
                    "application/json": {
                        authenticationScheme: string;
                        loginUrl: string;
                        logoutUrl: string | null;
                        resetPasswordUrl: string;
                        resetPasswordErrorCode: string;
                        impersonatingUserIdHeaderName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProviderLoginUrl: {
        parameters: {
            query?: {
                redirectUrl?: string;
                email?: string;
                nonce?: string;
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
                     *       "authenticationScheme": "string",
                     *       "loginUrl": "string",
                     *       "logoutUrl": "string",
                     *       "resetPasswordUrl": "string",
                     *       "resetPasswordErrorCode": "string",
                     *       "impersonatingUserIdHeaderName": "string"
                     *     }
                     */
                    "application/json": {
                        authenticationScheme: string;
                        loginUrl: string;
                        logoutUrl: string | null;
                        resetPasswordUrl: string;
                        resetPasswordErrorCode: string;
                        impersonatingUserIdHeaderName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signIn: {
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
                 *       "email": "user@example.com",
                 *       "password": "string",
                 *       "remember": false,
                 *       "tokenType": "cookie"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @default false */
                    remember?: boolean;
                    /**
                     * @description cookie (the portal): the session travels only in the HttpOnly cookie. bearer (API clients): the answer carries the token for an Authorization: Bearer header, and no cookie is set.
                     * @default cookie
                     * @enum {string}
                     */
                    tokenType?: "cookie" | "bearer";
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
                     *       "token": "string",
                     *       "authenticationScheme": "string",
                     *       "user": {
                     *         "id": "string",
                     *         "email": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "phoneNumber": "string",
                     *         "phoneAlt": "string",
                     *         "timezone": "string",
                     *         "isExternal": true,
                     *         "isDirectoryUser": true,
                     *         "settings": {
                     *           "showPrices": true
                     *         },
                     *         "roleId": 0,
                     *         "branches": [
                     *           {
                     *             "id": 0,
                     *             "axCustomerId": "string",
                     *             "name": "string",
                     *             "countryCode": "DK",
                     *             "useUpperCase": true,
                     *             "endUserInvoicing": true,
                     *             "businessInvoicing": true,
                     *             "maxImageUploadCount": 0,
                     *             "contactPersonId": "string",
                     *             "locale": "string",
                     *             "currency": "string",
                     *             "permissions": {
                     *               "admin": true
                     *             }
                     *           }
                     *         ],
                     *         "contactPersonId": "string",
                     *         "locale": "en",
                     *         "impersonatedUser": {
                     *           "id": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "email": "string"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description Only when the sign-in asked for tokenType bearer. */
                        token?: string;
                        authenticationScheme: string;
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string | null;
                            phoneAlt: string | null;
                            timezone: string;
                            isExternal: boolean;
                            isDirectoryUser: boolean;
                            settings: {
                                showPrices: boolean;
                            };
                            roleId: number | null;
                            branches: {
                                id: number;
                                axCustomerId: string;
                                name: string;
                                /** @enum {string} */
                                countryCode: "DK" | "SE" | "NO";
                                useUpperCase: boolean;
                                endUserInvoicing: boolean;
                                businessInvoicing: boolean;
                                maxImageUploadCount: number;
                                contactPersonId: string | null;
                                locale: string;
                                currency: string;
                                permissions: {
                                    admin: boolean;
                                } | null;
                            }[];
                            contactPersonId: string | null;
                            /** @enum {string|null} */
                            locale: "en" | "da" | "sv" | "no" | null;
                            impersonatedUser: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSession: {
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
                     *       "user": {
                     *         "id": "string",
                     *         "email": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "phoneNumber": "string",
                     *         "phoneAlt": "string",
                     *         "timezone": "string",
                     *         "isExternal": true,
                     *         "isDirectoryUser": true,
                     *         "settings": {
                     *           "showPrices": true
                     *         },
                     *         "roleId": 0,
                     *         "branches": [
                     *           {
                     *             "id": 0,
                     *             "axCustomerId": "string",
                     *             "name": "string",
                     *             "countryCode": "DK",
                     *             "useUpperCase": true,
                     *             "endUserInvoicing": true,
                     *             "businessInvoicing": true,
                     *             "maxImageUploadCount": 0,
                     *             "contactPersonId": "string",
                     *             "locale": "string",
                     *             "currency": "string",
                     *             "permissions": {
                     *               "admin": true
                     *             }
                     *           }
                     *         ],
                     *         "contactPersonId": "string",
                     *         "locale": "en",
                     *         "impersonatedUser": {
                     *           "id": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "email": "string"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string | null;
                            phoneAlt: string | null;
                            timezone: string;
                            isExternal: boolean;
                            isDirectoryUser: boolean;
                            settings: {
                                showPrices: boolean;
                            };
                            roleId: number | null;
                            branches: {
                                id: number;
                                axCustomerId: string;
                                name: string;
                                /** @enum {string} */
                                countryCode: "DK" | "SE" | "NO";
                                useUpperCase: boolean;
                                endUserInvoicing: boolean;
                                businessInvoicing: boolean;
                                maxImageUploadCount: number;
                                contactPersonId: string | null;
                                locale: string;
                                currency: string;
                                permissions: {
                                    admin: boolean;
                                } | null;
                            }[];
                            contactPersonId: string | null;
                            /** @enum {string|null} */
                            locale: "en" | "da" | "sv" | "no" | null;
                            impersonatedUser: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            } | null;
                        } | null;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentUser: {
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
                     *       "id": "string",
                     *       "email": "string",
                     *       "firstName": "string",
                     *       "lastName": "string",
                     *       "phoneNumber": "string",
                     *       "phoneAlt": "string",
                     *       "timezone": "string",
                     *       "isExternal": true,
                     *       "isDirectoryUser": true,
                     *       "settings": {
                     *         "showPrices": true
                     *       },
                     *       "roleId": 0,
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "axCustomerId": "string",
                     *           "name": "string",
                     *           "countryCode": "DK",
                     *           "useUpperCase": true,
                     *           "endUserInvoicing": true,
                     *           "businessInvoicing": true,
                     *           "maxImageUploadCount": 0,
                     *           "contactPersonId": "string",
                     *           "locale": "string",
                     *           "currency": "string",
                     *           "permissions": {
                     *             "admin": true
                     *           }
                     *         }
                     *       ],
                     *       "contactPersonId": "string",
                     *       "locale": "en",
                     *       "impersonatedUser": {
                     *         "id": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "email": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string | null;
                        phoneAlt: string | null;
                        timezone: string;
                        isExternal: boolean;
                        isDirectoryUser: boolean;
                        settings: {
                            showPrices: boolean;
                        };
                        roleId: number | null;
                        branches: {
                            id: number;
                            axCustomerId: string;
                            name: string;
                            /** @enum {string} */
                            countryCode: "DK" | "SE" | "NO";
                            useUpperCase: boolean;
                            endUserInvoicing: boolean;
                            businessInvoicing: boolean;
                            maxImageUploadCount: number;
                            contactPersonId: string | null;
                            locale: string;
                            currency: string;
                            permissions: {
                                admin: boolean;
                            } | null;
                        }[];
                        contactPersonId: string | null;
                        /** @enum {string|null} */
                        locale: "en" | "da" | "sv" | "no" | null;
                        impersonatedUser: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMyBranches: {
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
                     *         "id": 0,
                     *         "axCustomerId": "string",
                     *         "name": "string",
                     *         "countryCode": "DK",
                     *         "useUpperCase": true,
                     *         "endUserInvoicing": true,
                     *         "businessInvoicing": true,
                     *         "maxImageUploadCount": 0,
                     *         "contactPersonId": "string",
                     *         "locale": "string",
                     *         "currency": "string",
                     *         "permissions": {
                     *           "admin": true
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        axCustomerId: string;
                        name: string;
                        /** @enum {string} */
                        countryCode: "DK" | "SE" | "NO";
                        useUpperCase: boolean;
                        endUserInvoicing: boolean;
                        businessInvoicing: boolean;
                        maxImageUploadCount: number;
                        contactPersonId: string | null;
                        locale: string;
                        currency: string;
                        permissions: {
                            admin: boolean;
                        } | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMyPermissions: {
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
                     *       "permissions": [
                     *         "admin"
                     *       ],
                     *       "branches": [
                     *         {
                     *           "branchId": 0,
                     *           "permissions": [
                     *             "admin"
                     *           ]
                     *         }
                     *       ],
                     *       "mayImpersonate": true,
                     *       "photographer": true
                     *     }
                     */
                    "application/json": {
                        permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
                        branches: {
                            branchId: number;
                            permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
                        }[];
                        mayImpersonate: boolean;
                        photographer: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
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
                 *       "email": "user@example.com",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkPasswordResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
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
                 *       "token": "stringstri",
                 *       "password": "(?:(?=\\p{L})\\p{Script=Latin}|0{}<>~'\"])*"
                 *     }
                 */
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendSignInLink: {
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
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signInWithLink: {
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
                 *       "userId": "2c4a230c-5085-4924-a3e1-25fb4fc5965b",
                 *       "token": "stringstri"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    token: string;
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
                     *       "token": "string",
                     *       "authenticationScheme": "string",
                     *       "user": {
                     *         "id": "string",
                     *         "email": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "phoneNumber": "string",
                     *         "phoneAlt": "string",
                     *         "timezone": "string",
                     *         "isExternal": true,
                     *         "isDirectoryUser": true,
                     *         "settings": {
                     *           "showPrices": true
                     *         },
                     *         "roleId": 0,
                     *         "branches": [
                     *           {
                     *             "id": 0,
                     *             "axCustomerId": "string",
                     *             "name": "string",
                     *             "countryCode": "DK",
                     *             "useUpperCase": true,
                     *             "endUserInvoicing": true,
                     *             "businessInvoicing": true,
                     *             "maxImageUploadCount": 0,
                     *             "contactPersonId": "string",
                     *             "locale": "string",
                     *             "currency": "string",
                     *             "permissions": {
                     *               "admin": true
                     *             }
                     *           }
                     *         ],
                     *         "contactPersonId": "string",
                     *         "locale": "en",
                     *         "impersonatedUser": {
                     *           "id": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "email": "string"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description Only when the sign-in asked for tokenType bearer. */
                        token?: string;
                        authenticationScheme: string;
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string | null;
                            phoneAlt: string | null;
                            timezone: string;
                            isExternal: boolean;
                            isDirectoryUser: boolean;
                            settings: {
                                showPrices: boolean;
                            };
                            roleId: number | null;
                            branches: {
                                id: number;
                                axCustomerId: string;
                                name: string;
                                /** @enum {string} */
                                countryCode: "DK" | "SE" | "NO";
                                useUpperCase: boolean;
                                endUserInvoicing: boolean;
                                businessInvoicing: boolean;
                                maxImageUploadCount: number;
                                contactPersonId: string | null;
                                locale: string;
                                currency: string;
                                permissions: {
                                    admin: boolean;
                                } | null;
                            }[];
                            contactPersonId: string | null;
                            /** @enum {string|null} */
                            locale: "en" | "da" | "sv" | "no" | null;
                            impersonatedUser: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startDirectorySignIn: {
        parameters: {
            query?: {
                email?: string;
                redirectUrl?: string;
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
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    finishDirectorySignIn: {
        parameters: {
            query?: {
                /** @description Whatever the identity provider sends back. */
                query?: {
                    [key: string]: string;
                };
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
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listDirectoryAccounts: {
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
                     *       "email": "string",
                     *       "choices": [
                     *         {
                     *           "userId": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "email": "string",
                     *           "branchId": 0,
                     *           "branchName": "string"
                     *         }
                     *       ],
                     *       "expiresAt": "string"
                     *     }
                     */
                    "application/json": {
                        email: string;
                        choices: {
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            branchId: number;
                            branchName: string;
                        }[];
                        expiresAt: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    chooseDirectoryAccount: {
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
                 *       "userId": "2c4a230c-5085-4924-a3e1-25fb4fc5965b",
                 *       "branchId": 0
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    branchId: number;
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
                     *       "authenticationScheme": "string",
                     *       "user": {
                     *         "id": "string",
                     *         "email": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "phoneNumber": "string",
                     *         "phoneAlt": "string",
                     *         "timezone": "string",
                     *         "isExternal": true,
                     *         "isDirectoryUser": true,
                     *         "settings": {
                     *           "showPrices": true
                     *         },
                     *         "roleId": 0,
                     *         "branches": [
                     *           {
                     *             "id": 0,
                     *             "axCustomerId": "string",
                     *             "name": "string",
                     *             "countryCode": "DK",
                     *             "useUpperCase": true,
                     *             "endUserInvoicing": true,
                     *             "businessInvoicing": true,
                     *             "maxImageUploadCount": 0,
                     *             "contactPersonId": "string",
                     *             "locale": "string",
                     *             "currency": "string",
                     *             "permissions": {
                     *               "admin": true
                     *             }
                     *           }
                     *         ],
                     *         "contactPersonId": "string",
                     *         "locale": "en",
                     *         "impersonatedUser": {
                     *           "id": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "email": "string"
                     *         }
                     *       },
                     *       "branchId": 0,
                     *       "redirectUrl": "string"
                     *     }
                     */
                    "application/json": {
                        authenticationScheme: string;
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string | null;
                            phoneAlt: string | null;
                            timezone: string;
                            isExternal: boolean;
                            isDirectoryUser: boolean;
                            settings: {
                                showPrices: boolean;
                            };
                            roleId: number | null;
                            branches: {
                                id: number;
                                axCustomerId: string;
                                name: string;
                                /** @enum {string} */
                                countryCode: "DK" | "SE" | "NO";
                                useUpperCase: boolean;
                                endUserInvoicing: boolean;
                                businessInvoicing: boolean;
                                maxImageUploadCount: number;
                                contactPersonId: string | null;
                                locale: string;
                                currency: string;
                                permissions: {
                                    admin: boolean;
                                } | null;
                            }[];
                            contactPersonId: string | null;
                            /** @enum {string|null} */
                            locale: "en" | "da" | "sv" | "no" | null;
                            impersonatedUser: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            } | null;
                        };
                        branchId: number;
                        redirectUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setBranchDirectoryDomains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "domains": [
                 *         "nordbolig.dk"
                 *       ]
                 *     }
                 */
                "application/json": {
                    domains: string[];
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
                     *       "domains": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        domains: string[];
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
    getUser: {
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
                     *       "email": "string",
                     *       "firstName": "string",
                     *       "lastName": "string",
                     *       "phoneNumber": "string",
                     *       "phoneAlt": "string",
                     *       "timezone": "string",
                     *       "isExternal": true,
                     *       "isDirectoryUser": true,
                     *       "settings": {
                     *         "showPrices": true
                     *       },
                     *       "roleId": 0,
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "axCustomerId": "string",
                     *           "name": "string",
                     *           "countryCode": "DK",
                     *           "useUpperCase": true,
                     *           "endUserInvoicing": true,
                     *           "businessInvoicing": true,
                     *           "maxImageUploadCount": 0,
                     *           "contactPersonId": "string",
                     *           "locale": "string",
                     *           "currency": "string",
                     *           "permissions": {
                     *             "admin": true
                     *           }
                     *         }
                     *       ],
                     *       "contactPersonId": "string",
                     *       "locale": "en",
                     *       "impersonatedUser": {
                     *         "id": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "email": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string | null;
                        phoneAlt: string | null;
                        timezone: string;
                        isExternal: boolean;
                        isDirectoryUser: boolean;
                        settings: {
                            showPrices: boolean;
                        };
                        roleId: number | null;
                        branches: {
                            id: number;
                            axCustomerId: string;
                            name: string;
                            /** @enum {string} */
                            countryCode: "DK" | "SE" | "NO";
                            useUpperCase: boolean;
                            endUserInvoicing: boolean;
                            businessInvoicing: boolean;
                            maxImageUploadCount: number;
                            contactPersonId: string | null;
                            locale: string;
                            currency: string;
                            permissions: {
                                admin: boolean;
                            } | null;
                        }[];
                        contactPersonId: string | null;
                        /** @enum {string|null} */
                        locale: "en" | "da" | "sv" | "no" | null;
                        impersonatedUser: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
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
    updateUser: {
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
                 *       "firstName": "string",
                 *       "lastName": "string",
                 *       "email": "user@example.com",
                 *       "phoneNumber": "string",
                 *       "phoneAlt": "string",
                 *       "timezone": "string",
                 *       "settings": {
                 *         "showPrices": true
                 *       },
                 *       "branches": [
                 *         {
                 *           "id": 0,
                 *           "permissions": {
                 *             "admin": true
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    firstName: string;
                    lastName: string;
                    /** Format: email */
                    email: string;
                    phoneNumber?: string | null;
                    phoneAlt?: string | null;
                    timezone: string;
                    settings: {
                        showPrices: boolean;
                    };
                    branches?: {
                        id: number;
                        permissions: {
                            admin: boolean;
                        };
                    }[];
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
                     *       "id": "string",
                     *       "email": "string",
                     *       "firstName": "string",
                     *       "lastName": "string",
                     *       "phoneNumber": "string",
                     *       "phoneAlt": "string",
                     *       "timezone": "string",
                     *       "isExternal": true,
                     *       "isDirectoryUser": true,
                     *       "settings": {
                     *         "showPrices": true
                     *       },
                     *       "roleId": 0,
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "axCustomerId": "string",
                     *           "name": "string",
                     *           "countryCode": "DK",
                     *           "useUpperCase": true,
                     *           "endUserInvoicing": true,
                     *           "businessInvoicing": true,
                     *           "maxImageUploadCount": 0,
                     *           "contactPersonId": "string",
                     *           "locale": "string",
                     *           "currency": "string",
                     *           "permissions": {
                     *             "admin": true
                     *           }
                     *         }
                     *       ],
                     *       "contactPersonId": "string",
                     *       "locale": "en",
                     *       "impersonatedUser": {
                     *         "id": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "email": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string | null;
                        phoneAlt: string | null;
                        timezone: string;
                        isExternal: boolean;
                        isDirectoryUser: boolean;
                        settings: {
                            showPrices: boolean;
                        };
                        roleId: number | null;
                        branches: {
                            id: number;
                            axCustomerId: string;
                            name: string;
                            /** @enum {string} */
                            countryCode: "DK" | "SE" | "NO";
                            useUpperCase: boolean;
                            endUserInvoicing: boolean;
                            businessInvoicing: boolean;
                            maxImageUploadCount: number;
                            contactPersonId: string | null;
                            locale: string;
                            currency: string;
                            permissions: {
                                admin: boolean;
                            } | null;
                        }[];
                        contactPersonId: string | null;
                        /** @enum {string|null} */
                        locale: "en" | "da" | "sv" | "no" | null;
                        impersonatedUser: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
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
    setMyLanguage: {
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
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    locale: "en" | "da" | "sv" | "no";
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
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
                 *       "oldPassword": "string",
                 *       "newPassword": "(?:(?=\\p{L})\\p{Script=Latin}|0{}<>~'\"])*"
                 *     }
                 */
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestEmailChange: {
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
                 *       "newEmail": "user@example.com",
                 *       "password": "string"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    newEmail: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmEmailChange: {
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
                 *       "token": "stringstri"
                 *     }
                 */
                "application/json": {
                    token: string;
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
                     *       "email": "string"
                     *     }
                     */
                    "application/json": {
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listActiveBranchUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                branchId: number;
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
                     *         "email": "string",
                     *         "firstName": "string",
                     *         "lastName": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
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
    searchUsers: {
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
                 *       "take": 20,
                 *       "search": "string",
                 *       "branchIds": [
                 *         0
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    skip?: number;
                    /** @default 20 */
                    take?: number;
                    search?: string;
                    branchIds?: number[];
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
                     *       "data": [
                     *         {
                     *           "id": "string",
                     *           "email": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "phoneNumber": "string",
                     *           "isDirectoryUser": true,
                     *           "access": [
                     *             {
                     *               "branchId": 0,
                     *               "branchName": "string",
                     *               "access": "NONE",
                     *               "roleId": 0,
                     *               "roleName": "string"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string | null;
                            isDirectoryUser: boolean;
                            access: {
                                branchId: number;
                                branchName: string;
                                /** @enum {string} */
                                access: "NONE" | "REGULAR" | "ADMIN";
                                roleId: number | null;
                                roleName: string | null;
                            }[];
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
    listUserAccess: {
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
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "access": "NONE",
                     *         "roleId": 0,
                     *         "roleName": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        branchId: number;
                        branchName: string;
                        /** @enum {string} */
                        access: "NONE" | "REGULAR" | "ADMIN";
                        roleId: number | null;
                        roleName: string | null;
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
    removeUserBranchAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                branchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setUserBranchAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                branchId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isAdmin": true,
                 *       "roleId": 0
                 *     }
                 */
                "application/json": {
                    isAdmin?: boolean;
                    roleId?: number;
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
                     *       "id": "string",
                     *       "email": "string",
                     *       "firstName": "string",
                     *       "lastName": "string",
                     *       "phoneNumber": "string",
                     *       "phoneAlt": "string",
                     *       "timezone": "string",
                     *       "isExternal": true,
                     *       "isDirectoryUser": true,
                     *       "settings": {
                     *         "showPrices": true
                     *       },
                     *       "roleId": 0,
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "axCustomerId": "string",
                     *           "name": "string",
                     *           "countryCode": "DK",
                     *           "useUpperCase": true,
                     *           "endUserInvoicing": true,
                     *           "businessInvoicing": true,
                     *           "maxImageUploadCount": 0,
                     *           "contactPersonId": "string",
                     *           "locale": "string",
                     *           "currency": "string",
                     *           "permissions": {
                     *             "admin": true
                     *           }
                     *         }
                     *       ],
                     *       "contactPersonId": "string",
                     *       "locale": "en",
                     *       "impersonatedUser": {
                     *         "id": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "email": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string | null;
                        phoneAlt: string | null;
                        timezone: string;
                        isExternal: boolean;
                        isDirectoryUser: boolean;
                        settings: {
                            showPrices: boolean;
                        };
                        roleId: number | null;
                        branches: {
                            id: number;
                            axCustomerId: string;
                            name: string;
                            /** @enum {string} */
                            countryCode: "DK" | "SE" | "NO";
                            useUpperCase: boolean;
                            endUserInvoicing: boolean;
                            businessInvoicing: boolean;
                            maxImageUploadCount: number;
                            contactPersonId: string | null;
                            locale: string;
                            currency: string;
                            permissions: {
                                admin: boolean;
                            } | null;
                        }[];
                        contactPersonId: string | null;
                        /** @enum {string|null} */
                        locale: "en" | "da" | "sv" | "no" | null;
                        impersonatedUser: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
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
    searchImpersonationTargets: {
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
                 *       "take": 20,
                 *       "search": "string"
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    skip?: number;
                    /** @default 20 */
                    take?: number;
                    search?: string;
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
                     *       "data": [
                     *         {
                     *           "id": "string",
                     *           "email": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "branches": [
                     *             {
                     *               "id": 0,
                     *               "name": "string"
                     *             }
                     *           ],
                     *           "mayActAs": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            branches: {
                                id: number;
                                name: string;
                            }[];
                            mayActAs: boolean;
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
    searchRoles: {
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
                 *       "take": 20,
                 *       "search": "string"
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    skip?: number;
                    /** @default 20 */
                    take?: number;
                    search?: string;
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
                     *       "data": [
                     *         {
                     *           "id": 0,
                     *           "name": "string",
                     *           "permissions": [
                     *             "admin"
                     *           ],
                     *           "userCount": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: {
                            id: number;
                            name: string;
                            permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
                            userCount: number;
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
    getRole: {
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
                     * @example {
                     *       "id": 0,
                     *       "name": "string",
                     *       "permissions": [
                     *         "admin"
                     *       ],
                     *       "userCount": 0
                     *     }
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
                        userCount: number;
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
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "string",
                 *       "permissions": [
                 *         "admin"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
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
                     *       "id": 0,
                     *       "name": "string",
                     *       "permissions": [
                     *         "admin"
                     *       ],
                     *       "userCount": 0
                     *     }
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
                        userCount: number;
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
    createRole: {
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
                 *       "name": "string",
                 *       "permissions": [
                 *         "admin"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0,
                     *       "name": "string",
                     *       "permissions": [
                     *         "admin"
                     *       ],
                     *       "userCount": 0
                     *     }
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        permissions: ("admin" | "orders.create" | "users.manage" | "impersonate" | "roles.manage" | "branches.manage" | "signInLinks.send" | "texts.deliver" | "content.manage" | "orders.fulfil" | "visits.manage" | "material.deliver" | "catalogue.manage")[];
                        userCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createInvitation: {
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
                 *       "email": "user@example.com",
                 *       "firstName": "string",
                 *       "lastName": "string",
                 *       "locale": "en",
                 *       "branches": [
                 *         {
                 *           "id": 0,
                 *           "isAdmin": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName?: string;
                    lastName?: string;
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
                    branches: {
                        id: number;
                        isAdmin: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "email": "string",
                     *       "firstName": "string",
                     *       "lastName": "string",
                     *       "status": "PENDING",
                     *       "createdAt": "string",
                     *       "expiresAt": "string",
                     *       "invitedBy": "string",
                     *       "invitedByName": "string",
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "name": "string",
                     *           "countryCode": "string",
                     *           "isAdmin": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        /** @enum {string} */
                        status: "PENDING" | "ACCEPTED" | "REMOVED";
                        createdAt: string;
                        expiresAt: string;
                        invitedBy: string | null;
                        invitedByName: string | null;
                        branches: {
                            id: number;
                            name: string;
                            countryCode: string;
                            isAdmin: boolean;
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
    listBranchInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                branchId: number;
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
                     *         "email": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "status": "PENDING",
                     *         "createdAt": "string",
                     *         "expiresAt": "string",
                     *         "invitedBy": "string",
                     *         "invitedByName": "string",
                     *         "branches": [
                     *           {
                     *             "id": 0,
                     *             "name": "string",
                     *             "countryCode": "string",
                     *             "isAdmin": true
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        /** @enum {string} */
                        status: "PENDING" | "ACCEPTED" | "REMOVED";
                        createdAt: string;
                        expiresAt: string;
                        invitedBy: string | null;
                        invitedByName: string | null;
                        branches: {
                            id: number;
                            name: string;
                            countryCode: string;
                            isAdmin: boolean;
                        }[];
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
    getInvitation: {
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
                     *       "email": "string",
                     *       "firstName": "string",
                     *       "lastName": "string",
                     *       "expiresAt": "string",
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "name": "string",
                     *           "countryCode": "string",
                     *           "isAdmin": true
                     *         }
                     *       ],
                     *       "accountExists": true
                     *     }
                     */
                    "application/json": {
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        expiresAt: string;
                        branches: {
                            id: number;
                            name: string;
                            countryCode: string;
                            isAdmin: boolean;
                        }[];
                        accountExists: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    withdrawInvitation: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendInvitation: {
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
                     *       "email": "string",
                     *       "firstName": "string",
                     *       "lastName": "string",
                     *       "status": "PENDING",
                     *       "createdAt": "string",
                     *       "expiresAt": "string",
                     *       "invitedBy": "string",
                     *       "invitedByName": "string",
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "name": "string",
                     *           "countryCode": "string",
                     *           "isAdmin": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        /** @enum {string} */
                        status: "PENDING" | "ACCEPTED" | "REMOVED";
                        createdAt: string;
                        expiresAt: string;
                        invitedBy: string | null;
                        invitedByName: string | null;
                        branches: {
                            id: number;
                            name: string;
                            countryCode: string;
                            isAdmin: boolean;
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
    acceptInvitation: {
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
                 *       "firstName": "string",
                 *       "lastName": "string",
                 *       "mobilePhone": "string",
                 *       "password": "(?:(?=\\p{L})\\p{Script=Latin}|0{}<>~'\"])*"
                 *     }
                 */
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    mobilePhone?: string | null;
                    password?: string;
                } | null;
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
                     *       "user": {
                     *         "id": "string",
                     *         "email": "string",
                     *         "firstName": "string",
                     *         "lastName": "string",
                     *         "phoneNumber": "string",
                     *         "phoneAlt": "string",
                     *         "timezone": "string",
                     *         "isExternal": true,
                     *         "isDirectoryUser": true,
                     *         "settings": {
                     *           "showPrices": true
                     *         },
                     *         "roleId": 0,
                     *         "branches": [
                     *           {
                     *             "id": 0,
                     *             "axCustomerId": "string",
                     *             "name": "string",
                     *             "countryCode": "DK",
                     *             "useUpperCase": true,
                     *             "endUserInvoicing": true,
                     *             "businessInvoicing": true,
                     *             "maxImageUploadCount": 0,
                     *             "contactPersonId": "string",
                     *             "locale": "string",
                     *             "currency": "string",
                     *             "permissions": {
                     *               "admin": true
                     *             }
                     *           }
                     *         ],
                     *         "contactPersonId": "string",
                     *         "locale": "en",
                     *         "impersonatedUser": {
                     *           "id": "string",
                     *           "firstName": "string",
                     *           "lastName": "string",
                     *           "email": "string"
                     *         }
                     *       },
                     *       "accountCreated": true
                     *     }
                     */
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string | null;
                            phoneAlt: string | null;
                            timezone: string;
                            isExternal: boolean;
                            isDirectoryUser: boolean;
                            settings: {
                                showPrices: boolean;
                            };
                            roleId: number | null;
                            branches: {
                                id: number;
                                axCustomerId: string;
                                name: string;
                                /** @enum {string} */
                                countryCode: "DK" | "SE" | "NO";
                                useUpperCase: boolean;
                                endUserInvoicing: boolean;
                                businessInvoicing: boolean;
                                maxImageUploadCount: number;
                                contactPersonId: string | null;
                                locale: string;
                                currency: string;
                                permissions: {
                                    admin: boolean;
                                } | null;
                            }[];
                            contactPersonId: string | null;
                            /** @enum {string|null} */
                            locale: "en" | "da" | "sv" | "no" | null;
                            impersonatedUser: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            } | null;
                        };
                        accountCreated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchBranches: {
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
                 *       "take": 20,
                 *       "search": "string"
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    skip?: number;
                    /** @default 20 */
                    take?: number;
                    search?: string;
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
                     *       "data": [
                     *         {
                     *           "id": 0,
                     *           "axCustomerId": "string",
                     *           "name": "string",
                     *           "countryCode": "DK",
                     *           "useUpperCase": true,
                     *           "endUserInvoicing": true,
                     *           "businessInvoicing": true,
                     *           "maxImageUploadCount": 0,
                     *           "contactPersonId": "string",
                     *           "locale": "string",
                     *           "currency": "string",
                     *           "permissions": {
                     *             "admin": true
                     *           },
                     *           "access": "NONE",
                     *           "orderCreationBlocked": true,
                     *           "directoryDomains": [
                     *             "string"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: {
                            id: number;
                            axCustomerId: string;
                            name: string;
                            /** @enum {string} */
                            countryCode: "DK" | "SE" | "NO";
                            useUpperCase: boolean;
                            endUserInvoicing: boolean;
                            businessInvoicing: boolean;
                            maxImageUploadCount: number;
                            contactPersonId: string | null;
                            locale: string;
                            currency: string;
                            permissions: {
                                admin: boolean;
                            } | null;
                            /** @enum {string} */
                            access: "NONE" | "REGULAR" | "ADMIN";
                            orderCreationBlocked: boolean;
                            directoryDomains: string[];
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
    getBranch: {
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
                     * @example {
                     *       "id": 0,
                     *       "axCustomerId": "string",
                     *       "name": "string",
                     *       "countryCode": "DK",
                     *       "useUpperCase": true,
                     *       "endUserInvoicing": true,
                     *       "businessInvoicing": true,
                     *       "maxImageUploadCount": 0,
                     *       "contactPersonId": "string",
                     *       "locale": "string",
                     *       "currency": "string",
                     *       "permissions": {
                     *         "admin": true
                     *       },
                     *       "access": "NONE",
                     *       "orderCreationBlocked": true,
                     *       "directoryDomains": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: number;
                        axCustomerId: string;
                        name: string;
                        /** @enum {string} */
                        countryCode: "DK" | "SE" | "NO";
                        useUpperCase: boolean;
                        endUserInvoicing: boolean;
                        businessInvoicing: boolean;
                        maxImageUploadCount: number;
                        contactPersonId: string | null;
                        locale: string;
                        currency: string;
                        permissions: {
                            admin: boolean;
                        } | null;
                        /** @enum {string} */
                        access: "NONE" | "REGULAR" | "ADMIN";
                        orderCreationBlocked: boolean;
                        directoryDomains: string[];
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
    updateBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "axCustomerId": "string",
                 *       "name": "string",
                 *       "countryCode": "DK",
                 *       "useUpperCase": true,
                 *       "endUserInvoicing": true,
                 *       "businessInvoicing": true,
                 *       "maxImageUploadCount": 1,
                 *       "contactPersonId": "string",
                 *       "locale": "da-DK"
                 *     }
                 */
                "application/json": {
                    axCustomerId: string;
                    name: string;
                    /** @enum {string} */
                    countryCode: "DK" | "SE" | "NO";
                    useUpperCase: boolean;
                    endUserInvoicing: boolean;
                    businessInvoicing: boolean;
                    maxImageUploadCount: number;
                    contactPersonId: string | null;
                    /** @example da-DK */
                    locale: string;
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
                     *       "id": 0,
                     *       "axCustomerId": "string",
                     *       "name": "string",
                     *       "countryCode": "DK",
                     *       "useUpperCase": true,
                     *       "endUserInvoicing": true,
                     *       "businessInvoicing": true,
                     *       "maxImageUploadCount": 0,
                     *       "contactPersonId": "string",
                     *       "locale": "string",
                     *       "currency": "string",
                     *       "permissions": {
                     *         "admin": true
                     *       },
                     *       "access": "NONE",
                     *       "orderCreationBlocked": true,
                     *       "directoryDomains": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: number;
                        axCustomerId: string;
                        name: string;
                        /** @enum {string} */
                        countryCode: "DK" | "SE" | "NO";
                        useUpperCase: boolean;
                        endUserInvoicing: boolean;
                        businessInvoicing: boolean;
                        maxImageUploadCount: number;
                        contactPersonId: string | null;
                        locale: string;
                        currency: string;
                        permissions: {
                            admin: boolean;
                        } | null;
                        /** @enum {string} */
                        access: "NONE" | "REGULAR" | "ADMIN";
                        orderCreationBlocked: boolean;
                        directoryDomains: string[];
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
    listBranchApps: {
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
                     *         "key": "aiText",
                     *         "state": "service",
                     *         "configuredIn": "environment",
                     *         "variables": [
                     *           "string"
                     *         ],
                     *         "details": {
                     *           "property1": "string",
                     *           "property2": "string"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @enum {string} */
                        key: "aiText" | "textCatalogue" | "addressLookup" | "sms" | "fileStorage" | "directorySignIn";
                        /** @enum {string} */
                        state: "service" | "offline" | "off";
                        /** @enum {string} */
                        configuredIn: "environment" | "department";
                        variables: string[];
                        details: {
                            [key: string]: string | string[];
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
                    orderStatuses?: ("Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder")[];
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
                                orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
                            orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
                     *         ]
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
                        status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    updateCaseAddress: {
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
                 *       "street": "string",
                 *       "buildingNumber": "string",
                 *       "buildingFloor": "string",
                 *       "buildingDoor": "string",
                 *       "cityArea": "string",
                 *       "city": "string",
                 *       "zip": "string"
                 *     }
                 */
                "application/json": {
                    street: string;
                    buildingNumber: string;
                    buildingFloor?: string;
                    buildingDoor?: string;
                    cityArea?: string;
                    city: string;
                    zip: string;
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
    addCaseDocuments: {
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
                 *       "documents": [
                 *         {
                 *           "title": "string",
                 *           "type": "CONDITION_REPORT",
                 *           "key": "string",
                 *           "fileName": "string"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    documents: {
                        title: string;
                        /** @enum {string} */
                        type: "CONDITION_REPORT" | "ELECTRICAL_INSTALLATION_REPORT" | "ENERGY_LABELING" | "MISCELLANEOUS" | "PROJECT_SALES_PROSPECTUS" | "BUSINESS_PROSPECTUS";
                        key: string;
                        fileName: string;
                    }[];
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
    addCaseDocument: {
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
                 *       "title": "string",
                 *       "type": "CONDITION_REPORT",
                 *       "key": "string",
                 *       "fileName": "string"
                 *     }
                 */
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    type: "CONDITION_REPORT" | "ELECTRICAL_INSTALLATION_REPORT" | "ENERGY_LABELING" | "MISCELLANEOUS" | "PROJECT_SALES_PROSPECTUS" | "BUSINESS_PROSPECTUS";
                    key: string;
                    fileName: string;
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
                     *       "id": "string",
                     *       "name": "string",
                     *       "type": "CONDITION_REPORT",
                     *       "url": "string",
                     *       "fileName": "string",
                     *       "size": 0,
                     *       "updatedAt": "string"
                     *     }
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
    listCaseDocumentNames: {
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
                     *         "type": "CONDITION_REPORT",
                     *         "documentId": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @enum {string} */
                        type: "CONDITION_REPORT" | "ELECTRICAL_INSTALLATION_REPORT" | "ENERGY_LABELING" | "MISCELLANEOUS" | "PROJECT_SALES_PROSPECTUS" | "BUSINESS_PROSPECTUS";
                        documentId: string | null;
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
    addCaseLink: {
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
                 *       "title": "string",
                 *       "url": "http://example.com"
                 *     }
                 */
                "application/json": {
                    title: string;
                    /** Format: uri */
                    url: string;
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
                     *       "id": "string",
                     *       "name": "string",
                     *       "url": "string",
                     *       "createdAt": "string"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        url: string;
                        createdAt: string;
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
    getCollagePricing: {
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
                     *       "currency": "string",
                     *       "templates": [
                     *         {
                     *           "templateId": "duo",
                     *           "price": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currency: string;
                        templates: {
                            /** @enum {string} */
                            templateId: "duo" | "trio" | "quad";
                            /** @description 0 at no extra charge; null when the caller does not want to see prices. */
                            price: number | null;
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
    orderCollage: {
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
                 *       "templateId": "duo",
                 *       "placements": [
                 *         {
                 *           "areaId": "string",
                 *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    templateId: "duo" | "trio" | "quad";
                    placements: {
                        areaId: string;
                        /** Format: uuid */
                        materialId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "materialId": "string",
                     *       "batchId": "string"
                     *     }
                     */
                    "application/json": {
                        materialId: string;
                        batchId: string;
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
    getTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locale: "en" | "da" | "sv" | "no";
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
                     *       "property1": "string",
                     *       "property2": "string"
                     *     }
                     */
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
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
                            tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
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
                                tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
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
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
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
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
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
    listCatalogueDepartments: {
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
                     *         "id": 0,
                     *         "name": "string",
                     *         "countryCode": "string",
                     *         "currency": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        countryCode: string;
                        currency: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCatalogueProducts: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
                country?: string;
                branchId?: number;
                grouping?: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                search?: string;
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
                     *           "deliveredMaterialTypes": [
                     *             "Picture"
                     *           ],
                     *           "tags": [
                     *             "SOME_FEED"
                     *           ],
                     *           "caseCategory": "CASE",
                     *           "deliveryKinds": [
                     *             "files"
                     *           ],
                     *           "cloudScannerLinkTypes": [
                     *             "CloudScannerSelfEditor"
                     *           ],
                     *           "name": "string",
                     *           "description": "string",
                     *           "grouping": "CASE",
                     *           "unit": "string",
                     *           "price": 0,
                     *           "maxKvmSize": 1,
                     *           "maxOrderAmount": 1,
                     *           "tasks": [
                     *             "BOOK_PHOTOGRAPHER"
                     *           ],
                     *           "alaCarte": true,
                     *           "active": true,
                     *           "id": 0,
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "countryCode": "string",
                     *           "currency": "string",
                     *           "itemNumber": "string",
                     *           "effectivePrice": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: {
                            deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                            tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                            /** @enum {string} */
                            caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                            deliveryKinds: ("files" | "links" | "texts")[];
                            cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                            name: string;
                            description: string;
                            /** @enum {string} */
                            grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                            unit: string;
                            price: number;
                            maxKvmSize: number | null;
                            maxOrderAmount: number | null;
                            tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                            alaCarte: boolean;
                            active: boolean;
                            id: number;
                            branchId: number;
                            branchName: string;
                            countryCode: string;
                            currency: string;
                            itemNumber: string;
                            effectivePrice: number;
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
    createCatalogueProduct: {
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
                 *       "deliveredMaterialTypes": [
                 *         "Picture"
                 *       ],
                 *       "tags": [
                 *         "SOME_FEED"
                 *       ],
                 *       "caseCategory": "CASE",
                 *       "deliveryKinds": [
                 *         "files"
                 *       ],
                 *       "cloudScannerLinkTypes": [
                 *         "CloudScannerSelfEditor"
                 *       ],
                 *       "name": "string",
                 *       "description": "string",
                 *       "grouping": "CASE",
                 *       "unit": "string",
                 *       "price": 0,
                 *       "maxKvmSize": 1,
                 *       "maxOrderAmount": 1,
                 *       "tasks": [
                 *         "BOOK_PHOTOGRAPHER"
                 *       ],
                 *       "alaCarte": true,
                 *       "active": true,
                 *       "branchId": 1,
                 *       "itemNumber": "string"
                 *     }
                 */
                "application/json": {
                    deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                    tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                    /** @enum {string} */
                    caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                    deliveryKinds: ("files" | "links" | "texts")[];
                    cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                    name: string;
                    description: string;
                    /** @enum {string} */
                    grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                    unit: string;
                    price: number;
                    maxKvmSize: number | null;
                    maxOrderAmount: number | null;
                    tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                    alaCarte: boolean;
                    active: boolean;
                    branchId: number;
                    itemNumber: string;
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
                     *       "deliveredMaterialTypes": [
                     *         "Picture"
                     *       ],
                     *       "tags": [
                     *         "SOME_FEED"
                     *       ],
                     *       "caseCategory": "CASE",
                     *       "deliveryKinds": [
                     *         "files"
                     *       ],
                     *       "cloudScannerLinkTypes": [
                     *         "CloudScannerSelfEditor"
                     *       ],
                     *       "name": "string",
                     *       "description": "string",
                     *       "grouping": "CASE",
                     *       "unit": "string",
                     *       "price": 0,
                     *       "maxKvmSize": 1,
                     *       "maxOrderAmount": 1,
                     *       "tasks": [
                     *         "BOOK_PHOTOGRAPHER"
                     *       ],
                     *       "alaCarte": true,
                     *       "active": true,
                     *       "id": 0,
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "countryCode": "string",
                     *       "currency": "string",
                     *       "itemNumber": "string",
                     *       "effectivePrice": 0
                     *     }
                     */
                    "application/json": {
                        deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                        /** @enum {string} */
                        caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                        deliveryKinds: ("files" | "links" | "texts")[];
                        cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                        name: string;
                        description: string;
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        unit: string;
                        price: number;
                        maxKvmSize: number | null;
                        maxOrderAmount: number | null;
                        tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                        alaCarte: boolean;
                        active: boolean;
                        id: number;
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        currency: string;
                        itemNumber: string;
                        effectivePrice: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCatalogueProduct: {
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
                     * @example {
                     *       "deliveredMaterialTypes": [
                     *         "Picture"
                     *       ],
                     *       "tags": [
                     *         "SOME_FEED"
                     *       ],
                     *       "caseCategory": "CASE",
                     *       "deliveryKinds": [
                     *         "files"
                     *       ],
                     *       "cloudScannerLinkTypes": [
                     *         "CloudScannerSelfEditor"
                     *       ],
                     *       "name": "string",
                     *       "description": "string",
                     *       "grouping": "CASE",
                     *       "unit": "string",
                     *       "price": 0,
                     *       "maxKvmSize": 1,
                     *       "maxOrderAmount": 1,
                     *       "tasks": [
                     *         "BOOK_PHOTOGRAPHER"
                     *       ],
                     *       "alaCarte": true,
                     *       "active": true,
                     *       "id": 0,
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "countryCode": "string",
                     *       "currency": "string",
                     *       "itemNumber": "string",
                     *       "effectivePrice": 0
                     *     }
                     */
                    "application/json": {
                        deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                        /** @enum {string} */
                        caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                        deliveryKinds: ("files" | "links" | "texts")[];
                        cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                        name: string;
                        description: string;
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        unit: string;
                        price: number;
                        maxKvmSize: number | null;
                        maxOrderAmount: number | null;
                        tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                        alaCarte: boolean;
                        active: boolean;
                        id: number;
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        currency: string;
                        itemNumber: string;
                        effectivePrice: number;
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
    updateCatalogueProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "deliveredMaterialTypes": [
                 *         "Picture"
                 *       ],
                 *       "tags": [
                 *         "SOME_FEED"
                 *       ],
                 *       "caseCategory": "CASE",
                 *       "deliveryKinds": [
                 *         "files"
                 *       ],
                 *       "cloudScannerLinkTypes": [
                 *         "CloudScannerSelfEditor"
                 *       ],
                 *       "name": "string",
                 *       "description": "string",
                 *       "grouping": "CASE",
                 *       "unit": "string",
                 *       "price": 0,
                 *       "maxKvmSize": 1,
                 *       "maxOrderAmount": 1,
                 *       "tasks": [
                 *         "BOOK_PHOTOGRAPHER"
                 *       ],
                 *       "alaCarte": true,
                 *       "active": true
                 *     }
                 */
                "application/json": {
                    deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                    tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                    /** @enum {string} */
                    caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                    deliveryKinds: ("files" | "links" | "texts")[];
                    cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                    name: string;
                    description: string;
                    /** @enum {string} */
                    grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                    unit: string;
                    price: number;
                    maxKvmSize: number | null;
                    maxOrderAmount: number | null;
                    tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                    alaCarte: boolean;
                    active: boolean;
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
                     *       "deliveredMaterialTypes": [
                     *         "Picture"
                     *       ],
                     *       "tags": [
                     *         "SOME_FEED"
                     *       ],
                     *       "caseCategory": "CASE",
                     *       "deliveryKinds": [
                     *         "files"
                     *       ],
                     *       "cloudScannerLinkTypes": [
                     *         "CloudScannerSelfEditor"
                     *       ],
                     *       "name": "string",
                     *       "description": "string",
                     *       "grouping": "CASE",
                     *       "unit": "string",
                     *       "price": 0,
                     *       "maxKvmSize": 1,
                     *       "maxOrderAmount": 1,
                     *       "tasks": [
                     *         "BOOK_PHOTOGRAPHER"
                     *       ],
                     *       "alaCarte": true,
                     *       "active": true,
                     *       "id": 0,
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "countryCode": "string",
                     *       "currency": "string",
                     *       "itemNumber": "string",
                     *       "effectivePrice": 0
                     *     }
                     */
                    "application/json": {
                        deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                        /** @enum {string} */
                        caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER";
                        deliveryKinds: ("files" | "links" | "texts")[];
                        cloudScannerLinkTypes: ("CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
                        name: string;
                        description: string;
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        unit: string;
                        price: number;
                        maxKvmSize: number | null;
                        maxOrderAmount: number | null;
                        tasks: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                        alaCarte: boolean;
                        active: boolean;
                        id: number;
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        currency: string;
                        itemNumber: string;
                        effectivePrice: number;
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
    listCatalogueProductPrices: {
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
                     *         "countryCode": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "currency": "string",
                     *         "price": 0,
                     *         "effectivePrice": 0
                     *       }
                     *     ]
                     */
                    "application/json": {
                        countryCode: string;
                        branchId: number | null;
                        branchName: string | null;
                        currency: string;
                        price: number | null;
                        effectivePrice: number | null;
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
    setCatalogueProductPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "countryCode": "AA",
                 *       "branchId": 1,
                 *       "price": 0
                 *     }
                 */
                "application/json": {
                    countryCode: string;
                    branchId: number | null;
                    price: number | null;
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
                     * @example [
                     *       {
                     *         "countryCode": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "currency": "string",
                     *         "price": 0,
                     *         "effectivePrice": 0
                     *       }
                     *     ]
                     */
                    "application/json": {
                        countryCode: string;
                        branchId: number | null;
                        branchName: string | null;
                        currency: string;
                        price: number | null;
                        effectivePrice: number | null;
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
    listCataloguePackages: {
        parameters: {
            query?: {
                branchId?: number;
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
                     *         "id": 0,
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "countryCode": "string",
                     *         "currency": "string",
                     *         "itemNumber": "string",
                     *         "name": "string",
                     *         "description": "string",
                     *         "type": "GENERIC",
                     *         "grouping": "CASE",
                     *         "basePrice": 0,
                     *         "active": true,
                     *         "products": [
                     *           {
                     *             "productId": 1,
                     *             "quantity": 1,
                     *             "name": "string"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        currency: string;
                        itemNumber: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "GENERIC" | "SINGLE" | "ADDITIONAL";
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        basePrice: number;
                        active: boolean;
                        products: {
                            productId: number;
                            quantity: number;
                            name: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCataloguePackage: {
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
                 *       "name": "string",
                 *       "description": "string",
                 *       "basePrice": 0,
                 *       "active": true,
                 *       "products": [
                 *         {
                 *           "productId": 1,
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "branchId": 1,
                 *       "itemNumber": "string",
                 *       "type": "GENERIC",
                 *       "grouping": "CASE"
                 *     }
                 */
                "application/json": {
                    name: string;
                    description: string;
                    basePrice: number;
                    active: boolean;
                    products: {
                        productId: number;
                        quantity: number;
                    }[];
                    branchId: number;
                    itemNumber: string;
                    /** @enum {string} */
                    type: "GENERIC" | "SINGLE" | "ADDITIONAL";
                    /** @enum {string} */
                    grouping: "CASE" | "PORTRAIT" | "SHOP";
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
                     *       "id": 0,
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "countryCode": "string",
                     *       "currency": "string",
                     *       "itemNumber": "string",
                     *       "name": "string",
                     *       "description": "string",
                     *       "type": "GENERIC",
                     *       "grouping": "CASE",
                     *       "basePrice": 0,
                     *       "active": true,
                     *       "products": [
                     *         {
                     *           "productId": 1,
                     *           "quantity": 1,
                     *           "name": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: number;
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        currency: string;
                        itemNumber: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "GENERIC" | "SINGLE" | "ADDITIONAL";
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        basePrice: number;
                        active: boolean;
                        products: {
                            productId: number;
                            quantity: number;
                            name: string;
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
    getCataloguePackage: {
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
                     * @example {
                     *       "id": 0,
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "countryCode": "string",
                     *       "currency": "string",
                     *       "itemNumber": "string",
                     *       "name": "string",
                     *       "description": "string",
                     *       "type": "GENERIC",
                     *       "grouping": "CASE",
                     *       "basePrice": 0,
                     *       "active": true,
                     *       "products": [
                     *         {
                     *           "productId": 1,
                     *           "quantity": 1,
                     *           "name": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: number;
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        currency: string;
                        itemNumber: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "GENERIC" | "SINGLE" | "ADDITIONAL";
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        basePrice: number;
                        active: boolean;
                        products: {
                            productId: number;
                            quantity: number;
                            name: string;
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
    updateCataloguePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "string",
                 *       "description": "string",
                 *       "basePrice": 0,
                 *       "active": true,
                 *       "products": [
                 *         {
                 *           "productId": 1,
                 *           "quantity": 1
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    description: string;
                    basePrice: number;
                    active: boolean;
                    products: {
                        productId: number;
                        quantity: number;
                    }[];
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
                     *       "id": 0,
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "countryCode": "string",
                     *       "currency": "string",
                     *       "itemNumber": "string",
                     *       "name": "string",
                     *       "description": "string",
                     *       "type": "GENERIC",
                     *       "grouping": "CASE",
                     *       "basePrice": 0,
                     *       "active": true,
                     *       "products": [
                     *         {
                     *           "productId": 1,
                     *           "quantity": 1,
                     *           "name": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: number;
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        currency: string;
                        itemNumber: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "GENERIC" | "SINGLE" | "ADDITIONAL";
                        /** @enum {string} */
                        grouping: "CASE" | "PORTRAIT" | "SHOP" | "LOCATION" | "ENDUSERFEE" | "NONE";
                        basePrice: number;
                        active: boolean;
                        products: {
                            productId: number;
                            quantity: number;
                            name: string;
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
    listOrderStops: {
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
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "countryCode": "string",
                     *         "reason": "string",
                     *         "createdAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        reason: string | null;
                        createdAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    stopDepartmentOrders: {
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
                 *       "branchId": 1,
                 *       "reason": "string"
                 *     }
                 */
                "application/json": {
                    branchId: number;
                    reason: string;
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
                     * @example [
                     *       {
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "countryCode": "string",
                     *         "reason": "string",
                     *         "createdAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        reason: string | null;
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    allowDepartmentOrders: {
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
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "countryCode": "string",
                     *         "reason": "string",
                     *         "createdAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        branchId: number;
                        branchName: string;
                        countryCode: string;
                        reason: string | null;
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
    getOrderDraft: {
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
                     *       "id": "string",
                     *       "step": 0,
                     *       "flow": "PHOTOGRAPHY",
                     *       "data": {
                     *         "property1": null,
                     *         "property2": null
                     *       },
                     *       "updatedAt": "string"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        step: number;
                        /** @enum {string|null} */
                        flow: "PHOTOGRAPHY" | "PORTRAIT" | "SHOP" | null;
                        data: {
                            [key: string]: unknown;
                        };
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveOrderDraft: {
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
                 *       "step": 0,
                 *       "flow": "PHOTOGRAPHY",
                 *       "data": {
                 *         "property1": null,
                 *         "property2": null
                 *       },
                 *       "id": "string"
                 *     }
                 */
                "application/json": {
                    step: number;
                    /** @enum {string|null} */
                    flow: "PHOTOGRAPHY" | "PORTRAIT" | "SHOP" | null;
                    data: {
                        [key: string]: unknown;
                    };
                    id?: string;
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
                     *       "id": "string",
                     *       "step": 0,
                     *       "flow": "PHOTOGRAPHY",
                     *       "data": {
                     *         "property1": null,
                     *         "property2": null
                     *       },
                     *       "updatedAt": "string"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        step: number;
                        /** @enum {string|null} */
                        flow: "PHOTOGRAPHY" | "PORTRAIT" | "SHOP" | null;
                        data: {
                            [key: string]: unknown;
                        };
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteOrderDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
                     *       "salesId": "string"
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                        orderId: string;
                        salesId: string;
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
                     *       "caseId": "string"
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                        orderId: string;
                        salesId: string;
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
    listOrderLineActions: {
        parameters: {
            query: {
                orderlineIds: string;
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
                     *         "orderlineId": "string",
                     *         "actions": [
                     *           "FEEDBACK"
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": {
                        orderlineId: string;
                        actions: ("FEEDBACK" | "ADD_EXTRA")[];
                    }[];
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
                     *       ]
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
                        status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    listOrderWatchers: {
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
                     *       "userIds": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        userIds: string[];
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
    setOrderWatchers: {
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
                 *       "userIds": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    userIds: string[];
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
                     *       "userIds": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        userIds: string[];
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
    chooseOrderBooking: {
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
                 *       "choice": "PROVIDER_PHONE"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    choice: "PROVIDER_PHONE" | "CONTACT_LINK" | "ONLINE_CALENDAR";
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
    setOrderResponsible: {
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
                 *       "userId": "2c4a230c-5085-4924-a3e1-25fb4fc5965b"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    userId: string;
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
                     *       ]
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
                        status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    addOrderLines: {
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
                 * @example [
                 *       {
                 *         "itemId": 0,
                 *         "config": {
                 *           "property1": null,
                 *           "property2": null
                 *         },
                 *         "quantity": null,
                 *         "variant": "string"
                 *       }
                 *     ]
                 */
                "application/json": {
                    itemId: number;
                    config?: {
                        [key: string]: unknown;
                    } | null;
                    quantity: unknown;
                    variant?: string | null;
                }[];
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
                     *       {
                     *         "success": true,
                     *         "orderlineId": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        success: boolean;
                        orderlineId: string | null;
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
    setOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "Open",
                 *       "confirmUndelivered": true
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
                    confirmUndelivered?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProviderOrders: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
                statuses?: ("Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder")[];
                countries?: string[];
                branchIds?: number[];
                categories?: ("CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER")[];
                from?: string;
                to?: string;
                search?: string;
                sortOrder?: "createdDate" | "salesId" | "address";
                sortDirection?: "asc" | "desc";
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
                     *           "id": "string",
                     *           "salesId": "string",
                     *           "status": "Open",
                     *           "address": "string",
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "countryCode": "string",
                     *           "packageName": "string",
                     *           "createdDate": "string",
                     *           "deliveryDate": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: {
                            id: string;
                            salesId: string;
                            /** @enum {string} */
                            status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
                            address: string;
                            branchId: number;
                            branchName: string;
                            countryCode: string;
                            packageName: string | null;
                            createdDate: string;
                            deliveryDate: string | null;
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
    getProviderOrderFilters: {
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
                     *       "statuses": [
                     *         "Open"
                     *       ],
                     *       "countries": [
                     *         "string"
                     *       ],
                     *       "categories": [
                     *         "CASE"
                     *       ],
                     *       "branches": [
                     *         {
                     *           "id": 0,
                     *           "name": "string",
                     *           "countryCode": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        statuses: ("Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder")[];
                        countries: string[];
                        categories: ("CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER")[];
                        branches: {
                            id: number;
                            name: string;
                            countryCode: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProviderOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
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
                     *       "order": {
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
                     *         ]
                     *       },
                     *       "countryCode": "string",
                     *       "address": "string",
                     *       "lines": [
                     *         {
                     *           "id": "string",
                     *           "batchId": "string",
                     *           "productName": "string",
                     *           "status": "string",
                     *           "orderedQuantity": 0,
                     *           "deliveredQuantity": 0,
                     *           "price": 0,
                     *           "deliveredAt": "string",
                     *           "unit": "string",
                     *           "canReceiveFeedback": true,
                     *           "vendorOrderLineId": "string"
                     *         }
                     *       ],
                     *       "tasks": [
                     *         {
                     *           "id": "string",
                     *           "type": "BOOK_PHOTOGRAPHER",
                     *           "status": "Completed",
                     *           "productName": "string",
                     *           "orderlineId": "string",
                     *           "createdAt": "string"
                     *         }
                     *       ],
                     *       "booking": {
                     *         "bookingId": "string",
                     *         "visitStatus": "INCOMPLETE",
                     *         "start": "string",
                     *         "end": "string",
                     *         "photographerName": "string"
                     *       },
                     *       "uploads": [
                     *         {
                     *           "id": "string",
                     *           "name": "string",
                     *           "kind": "string",
                     *           "createdAt": "string"
                     *         }
                     *       ],
                     *       "formAnswers": [
                     *         {
                     *           "id": "string",
                     *           "kind": "string",
                     *           "submittedAt": "string",
                     *           "answers": [
                     *             {
                     *               "question": "string",
                     *               "answer": "string",
                     *               "yesOrNo": true
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "nextStatuses": [
                     *         "Open"
                     *       ],
                     *       "undelivered": {
                     *         "lines": [
                     *           {
                     *             "id": "string",
                     *             "productName": "string"
                     *           }
                     *         ],
                     *         "visitUnbooked": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        order: {
                            id: string;
                            salesId: string;
                            caseId: string;
                            caseReference: string;
                            branchId: number;
                            branchName: string;
                            /** @enum {string} */
                            status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
                        };
                        countryCode: string;
                        address: string;
                        lines: {
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
                        tasks: {
                            id: string;
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            productName: string;
                            orderlineId: string | null;
                            createdAt: string;
                        }[];
                        booking: {
                            bookingId: string;
                            /** @enum {string} */
                            visitStatus: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            start: string | null;
                            end: string | null;
                            photographerName: string | null;
                        } | null;
                        uploads: {
                            id: string;
                            name: string;
                            kind: string;
                            createdAt: string;
                        }[];
                        formAnswers: {
                            id: string;
                            kind: string;
                            submittedAt: string;
                            answers: {
                                question: string;
                                answer: string;
                                yesOrNo: boolean;
                            }[];
                        }[];
                        nextStatuses: ("Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder")[];
                        undelivered: {
                            lines: {
                                id: string;
                                productName: string;
                            }[];
                            visitUnbooked: boolean;
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
    searchTasks: {
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
                 *       "take": 20,
                 *       "branchIds": [
                 *         0
                 *       ],
                 *       "searchString": "string",
                 *       "types": [
                 *         "BOOK_PHOTOGRAPHER"
                 *       ],
                 *       "statuses": [
                 *         "Completed"
                 *       ],
                 *       "orderBy": "createdAt",
                 *       "orderByDirection": "asc"
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    skip?: number;
                    /** @default 20 */
                    take?: number;
                    branchIds?: number[];
                    searchString?: string;
                    types?: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                    statuses?: ("Completed" | "Open" | "Partial" | "Cancelled" | "Unknown")[];
                    /**
                     * @default createdAt
                     * @enum {string}
                     */
                    orderBy?: "createdAt" | "branchName" | "caseReference" | "type" | "status" | "productName";
                    /**
                     * @default desc
                     * @enum {string}
                     */
                    orderByDirection?: "asc" | "desc";
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
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "caseId": "string",
                     *           "caseReference": "string",
                     *           "createdAt": "string",
                     *           "productName": "string",
                     *           "status": "Completed",
                     *           "type": "BOOK_PHOTOGRAPHER",
                     *           "address": "string",
                     *           "orderId": "string",
                     *           "orderlineId": "string",
                     *           "salesId": "string",
                     *           "contactPersonUserID": "string",
                     *           "booking": {
                     *             "bookingId": "string",
                     *             "start": "string",
                     *             "end": "string",
                     *             "status": "INCOMPLETE",
                     *             "callNeeded": true,
                     *             "callNeededAt": "string"
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
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
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
    getTaskSearchFilters: {
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
                     *         "BOOK_PHOTOGRAPHER"
                     *       ],
                     *       "statuses": [
                     *         "Completed"
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
                        types: ("BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW")[];
                        statuses: ("Completed" | "Open" | "Partial" | "Cancelled" | "Unknown")[];
                        branches: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    countUserTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                     *       "total": 0
                     *     }
                     */
                    "application/json": {
                        total: number;
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
    listOpenCaseTasks: {
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
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        branchId: number;
                        branchName: string;
                        caseId: string;
                        caseReference: string;
                        createdAt: string;
                        productName: string;
                        /** @enum {string} */
                        status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                        /** @enum {string} */
                        type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                        address: string;
                        orderId: string;
                        orderlineId: string | null;
                        salesId: string;
                        contactPersonUserID: string | null;
                        booking?: {
                            bookingId: string;
                            start: string | null;
                            end: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            callNeeded: boolean;
                            callNeededAt: string | null;
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
    getTask: {
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    listTaskNotes: {
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
                     *         "note": "string",
                     *         "addedByEmail": "string",
                     *         "createdAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        note: string;
                        addedByEmail: string;
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
    addTaskNote: {
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
                 *       "note": "string",
                 *       "addedByEmail": "user@example.com"
                 *     }
                 */
                "application/json": {
                    note: string;
                    /** Format: email */
                    addedByEmail?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "string",
                     *       "note": "string",
                     *       "addedByEmail": "string",
                     *       "createdAt": "string"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        note: string;
                        addedByEmail: string;
                        createdAt: string;
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
    completeTask: {
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
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "caseId": "string",
                     *       "caseReference": "string",
                     *       "createdAt": "string",
                     *       "productName": "string",
                     *       "status": "Completed",
                     *       "type": "BOOK_PHOTOGRAPHER",
                     *       "address": "string",
                     *       "orderId": "string",
                     *       "orderlineId": "string",
                     *       "salesId": "string",
                     *       "contactPersonUserID": "string",
                     *       "booking": {
                     *         "bookingId": "string",
                     *         "start": "string",
                     *         "end": "string",
                     *         "status": "INCOMPLETE",
                     *         "callNeeded": true,
                     *         "callNeededAt": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        branchId: number;
                        branchName: string;
                        caseId: string;
                        caseReference: string;
                        createdAt: string;
                        productName: string;
                        /** @enum {string} */
                        status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                        /** @enum {string} */
                        type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                        address: string;
                        orderId: string;
                        orderlineId: string | null;
                        salesId: string;
                        contactPersonUserID: string | null;
                        booking?: {
                            bookingId: string;
                            start: string | null;
                            end: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            callNeeded: boolean;
                            callNeededAt: string | null;
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
    saveTaskPartially: {
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
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "caseId": "string",
                     *       "caseReference": "string",
                     *       "createdAt": "string",
                     *       "productName": "string",
                     *       "status": "Completed",
                     *       "type": "BOOK_PHOTOGRAPHER",
                     *       "address": "string",
                     *       "orderId": "string",
                     *       "orderlineId": "string",
                     *       "salesId": "string",
                     *       "contactPersonUserID": "string",
                     *       "booking": {
                     *         "bookingId": "string",
                     *         "start": "string",
                     *         "end": "string",
                     *         "status": "INCOMPLETE",
                     *         "callNeeded": true,
                     *         "callNeededAt": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        branchId: number;
                        branchName: string;
                        caseId: string;
                        caseReference: string;
                        createdAt: string;
                        productName: string;
                        /** @enum {string} */
                        status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                        /** @enum {string} */
                        type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                        address: string;
                        orderId: string;
                        orderlineId: string | null;
                        salesId: string;
                        contactPersonUserID: string | null;
                        booking?: {
                            bookingId: string;
                            start: string | null;
                            end: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            callNeeded: boolean;
                            callNeededAt: string | null;
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
    getStorageEndpoint: {
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
                     *       "endpoint": "string",
                     *       "bucket": "string",
                     *       "region": "string"
                     *     }
                     */
                    "application/json": {
                        endpoint: string;
                        bucket: string;
                        region: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createUploadLinks: {
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
                 *       "taskId": "e6e9d88a-9b63-468a-aec3-b7a11de27af8",
                 *       "orderlineId": "e155a0de-92ad-41cf-9525-b0f58951c5e2",
                 *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                 *       "ratingOrderlineId": "467dc09d-5238-401b-b67b-5a464f786c35",
                 *       "fileName": "string",
                 *       "contentType": "",
                 *       "size": 1
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    taskId?: string;
                    /** Format: uuid */
                    orderlineId?: string;
                    /** Format: uuid */
                    caseId?: string;
                    /** Format: uuid */
                    ratingOrderlineId?: string;
                    fileName: string;
                    /** @default  */
                    contentType?: string;
                    size: number;
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
                     *       "url": "string",
                     *       "key": "string",
                     *       "headers": {
                     *         "property1": "string",
                     *         "property2": "string"
                     *       },
                     *       "expiresAt": "string"
                     *     }
                     */
                    "application/json": {
                        url: string;
                        key: string;
                        headers: {
                            [key: string]: string;
                        };
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTaskUploads: {
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
                     *         "orderlineId": "string",
                     *         "taskId": "string",
                     *         "fileName": "string",
                     *         "contentType": "string",
                     *         "size": 0,
                     *         "createdAt": "string",
                     *         "url": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        taskId: string | null;
                        fileName: string;
                        contentType: string;
                        size: number;
                        createdAt: string;
                        url: string;
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
    addTaskUploads: {
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
                 *       "files": [
                 *         {
                 *           "key": "string",
                 *           "fileName": "string"
                 *         }
                 *       ],
                 *       "copyrightConfirmed": true
                 *     }
                 */
                "application/json": {
                    files: {
                        key: string;
                        fileName: string;
                    }[];
                    copyrightConfirmed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "orderlineId": "string",
                     *         "taskId": "string",
                     *         "fileName": "string",
                     *         "contentType": "string",
                     *         "size": 0,
                     *         "createdAt": "string",
                     *         "url": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        taskId: string | null;
                        fileName: string;
                        contentType: string;
                        size: number;
                        createdAt: string;
                        url: string;
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
    listOrderLineUploads: {
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
                     *         "orderlineId": "string",
                     *         "taskId": "string",
                     *         "fileName": "string",
                     *         "contentType": "string",
                     *         "size": 0,
                     *         "createdAt": "string",
                     *         "url": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        taskId: string | null;
                        fileName: string;
                        contentType: string;
                        size: number;
                        createdAt: string;
                        url: string;
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
    addOrderLineUploads: {
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
                 *       "files": [
                 *         {
                 *           "key": "string",
                 *           "fileName": "string"
                 *         }
                 *       ],
                 *       "copyrightConfirmed": true
                 *     }
                 */
                "application/json": {
                    files: {
                        key: string;
                        fileName: string;
                    }[];
                    copyrightConfirmed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "orderlineId": "string",
                     *         "taskId": "string",
                     *         "fileName": "string",
                     *         "contentType": "string",
                     *         "size": 0,
                     *         "createdAt": "string",
                     *         "url": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        taskId: string | null;
                        fileName: string;
                        contentType: string;
                        size: number;
                        createdAt: string;
                        url: string;
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
    deleteOrderLineUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                materialId: string;
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
    addOrderLineMaterials: {
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "batchId": "string",
                     *       "materials": [
                     *         {
                     *           "id": "string",
                     *           "fileName": "string",
                     *           "type": "string",
                     *           "size": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        batchId: string;
                        materials: {
                            id: string;
                            fileName: string;
                            type: string;
                            size: number;
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
    createDeliveryUploadLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fileName": "string",
                 *       "size": 1
                 *     }
                 */
                "application/json": {
                    fileName: string;
                    size: number;
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
                     *       "url": "string",
                     *       "key": "string",
                     *       "headers": {
                     *         "property1": "string",
                     *         "property2": "string"
                     *       },
                     *       "expiresAt": "string"
                     *     }
                     */
                    "application/json": {
                        url: string;
                        key: string;
                        headers: {
                            [key: string]: string;
                        };
                        expiresAt: string;
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
    getOrderLineDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
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
                     *       "orderlineId": "string",
                     *       "orderId": "string",
                     *       "caseId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "productName": "string",
                     *       "status": "OPEN",
                     *       "orderedQuantity": 0,
                     *       "deliveredQuantity": 0,
                     *       "orderStatus": "Open",
                     *       "uploads": [
                     *         {
                     *           "id": "string",
                     *           "orderlineId": "string",
                     *           "taskId": "string",
                     *           "fileName": "string",
                     *           "contentType": "string",
                     *           "size": 0,
                     *           "createdAt": "string",
                     *           "url": "string"
                     *         }
                     *       ],
                     *       "awaitsDelivery": true,
                     *       "deliveredMaterialTypes": [
                     *         "Picture"
                     *       ],
                     *       "tags": [
                     *         "SOME_FEED"
                     *       ],
                     *       "caseCategory": "CASE",
                     *       "deliveryKinds": [
                     *         "files"
                     *       ],
                     *       "fileExtensions": [
                     *         "string"
                     *       ],
                     *       "linkTypes": [
                     *         "Matterport"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        orderlineId: string;
                        orderId: string;
                        caseId: string;
                        salesId: string;
                        address: string;
                        productName: string;
                        /** @enum {string} */
                        status: "OPEN" | "BACKORDER" | "DELIVERED" | "CANCELLED" | "INVOICED" | "NONE";
                        orderedQuantity: number;
                        deliveredQuantity: number;
                        /** @enum {string} */
                        orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
                        uploads: {
                            id: string;
                            orderlineId: string;
                            taskId: string | null;
                            fileName: string;
                            contentType: string;
                            size: number;
                            createdAt: string;
                            url: string;
                        }[];
                        awaitsDelivery: boolean;
                        deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                        /** @enum {string|null} */
                        caseCategory: "CASE" | "LOCATION" | "PORTRAIT" | "GROUP" | "INTRO_OUTRO" | "SHOP" | "MATTERPORT" | "BEFORE_AFTER" | null;
                        deliveryKinds: ("files" | "links" | "texts")[];
                        fileExtensions: string[];
                        linkTypes: ("Matterport" | "Video" | "PanoramasHtml5" | "InteractivePresentation" | "PoiPresentation" | "SlideShow" | "Link" | "CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging")[];
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
    addDeliveryUploads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "files": [
                 *         {
                 *           "key": "string",
                 *           "fileName": "string"
                 *         }
                 *       ],
                 *       "copyrightConfirmed": true
                 *     }
                 */
                "application/json": {
                    files: {
                        key: string;
                        fileName: string;
                    }[];
                    copyrightConfirmed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "orderlineId": "string",
                     *         "taskId": "string",
                     *         "fileName": "string",
                     *         "contentType": "string",
                     *         "size": 0,
                     *         "createdAt": "string",
                     *         "url": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        taskId: string | null;
                        fileName: string;
                        contentType: string;
                        size: number;
                        createdAt: string;
                        url: string;
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
    deliverOrderLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "deliveredQuantity": 1
                 *     }
                 */
                "application/json": {
                    deliveredQuantity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "batchId": "string",
                     *       "files": 0,
                     *       "orderStatus": "Open"
                     *     }
                     */
                    "application/json": {
                        batchId: string;
                        files: number;
                        /** @enum {string} */
                        orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    deliverOrderLineLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "Picture",
                 *       "url": "string",
                 *       "title": "string",
                 *       "deliveredQuantity": 1,
                 *       "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown" | "CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging";
                    url: string;
                    title: string;
                    deliveredQuantity?: number;
                    /** Format: uuid */
                    materialId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "batchId": "string",
                     *       "materialId": "string",
                     *       "type": "Matterport",
                     *       "url": "string",
                     *       "title": "string",
                     *       "orderStatus": "Open"
                     *     }
                     */
                    "application/json": {
                        batchId: string | null;
                        materialId: string;
                        /** @enum {string} */
                        type: "Matterport" | "Video" | "PanoramasHtml5" | "InteractivePresentation" | "PoiPresentation" | "SlideShow" | "Link" | "CloudScannerSelfEditor" | "CloudScannerAlternativeFloorplan" | "CloudScannerStaging";
                        url: string;
                        title: string;
                        /** @enum {string} */
                        orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    listProviderFeedback: {
        parameters: {
            query?: {
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
                     *           "kind": "PICTURES",
                     *           "orderlineId": "string",
                     *           "orderId": "string",
                     *           "caseId": "string",
                     *           "salesId": "string",
                     *           "address": "string",
                     *           "branchName": "string",
                     *           "productName": "string",
                     *           "submittedAt": "string",
                     *           "annotations": 0,
                     *           "open": 0
                     *         }
                     *       ],
                     *       "waiting": 0
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        data: ({
                            /** @enum {string} */
                            kind: "PICTURES";
                            orderlineId: string;
                            orderId: string;
                            caseId: string;
                            salesId: string;
                            address: string;
                            branchName: string;
                            productName: string;
                            submittedAt: string | null;
                            annotations: number;
                            open: number;
                        } | {
                            /** @enum {string} */
                            kind: "RATING";
                            orderlineId: string;
                            orderId: string;
                            caseId: string;
                            salesId: string;
                            address: string;
                            branchName: string;
                            productName: string;
                            submittedAt: string;
                            rating: {
                                id: string;
                                orderlineId: string;
                                /** @enum {string} */
                                type: "change" | "complaint" | "feedback";
                                comment: string;
                                documents: {
                                    fileName: string;
                                    contentType: string;
                                    url: string;
                                }[];
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                state: "OPEN" | "ACCEPTED" | "DECLINED" | "DONE";
                                answers: {
                                    id: string;
                                    /** @enum {string} */
                                    state: "ACCEPTED" | "DECLINED" | "DONE";
                                    reply: string;
                                    answeredAt: string;
                                    answeredBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    correctedDelivery: {
                                        batchId: string;
                                        deliveredAt: string;
                                        files: number;
                                    } | null;
                                }[];
                            };
                        })[];
                        waiting: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProviderOrderLineFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
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
                     *       "orderlineId": "string",
                     *       "orderId": "string",
                     *       "caseId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "productName": "string",
                     *       "state": "NONE",
                     *       "updatedAt": "string",
                     *       "submittedAt": "string",
                     *       "submittedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "pictures": [
                     *         {
                     *           "materialId": "string",
                     *           "name": "string",
                     *           "url": "string",
                     *           "previewUrl": "string",
                     *           "thumbnailUrl": "string"
                     *         }
                     *       ],
                     *       "annotations": [
                     *         {
                     *           "id": "string",
                     *           "materialId": "string",
                     *           "label": 0,
                     *           "tool": "POINT",
                     *           "points": [
                     *             {
                     *               "x": 0,
                     *               "y": 0
                     *             }
                     *           ],
                     *           "kind": "CHANGE",
                     *           "text": "string",
                     *           "state": "OPEN",
                     *           "reply": "string",
                     *           "answeredAt": "string",
                     *           "corrected": {
                     *             "materialId": "string",
                     *             "url": "string",
                     *             "previewUrl": "string"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        orderlineId: string;
                        orderId: string;
                        caseId: string;
                        salesId: string;
                        address: string;
                        productName: string;
                        /** @enum {string} */
                        state: "NONE" | "DRAFT" | "SUBMITTED";
                        updatedAt: string | null;
                        submittedAt: string | null;
                        submittedBy: {
                            id: string;
                            name: string;
                        } | null;
                        pictures: {
                            materialId: string;
                            name: string;
                            url: string | null;
                            previewUrl: string | null;
                            thumbnailUrl: string | null;
                        }[];
                        annotations: {
                            id: string;
                            materialId: string;
                            label: number;
                            /** @enum {string} */
                            tool: "POINT" | "ARROW" | "LASSO";
                            points: {
                                x: number;
                                y: number;
                            }[];
                            /** @enum {string} */
                            kind: "CHANGE" | "COMPLAINT" | "FEEDBACK";
                            text: string;
                            /** @enum {string} */
                            state: "OPEN" | "DONE" | "DECLINED";
                            reply: string | null;
                            answeredAt: string | null;
                            corrected: {
                                materialId: string;
                                url: string | null;
                                previewUrl: string | null;
                            } | null;
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
    answerFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
                annotationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "DONE",
                 *       "reply": "string",
                 *       "correctedUploadId": "2ccd3fc4-4132-4725-896a-4f8caa90628e"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    state: "DONE" | "DECLINED";
                    reply: string;
                    /** Format: uuid */
                    correctedUploadId?: string;
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
                     *       "orderlineId": "string",
                     *       "orderId": "string",
                     *       "caseId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "productName": "string",
                     *       "state": "NONE",
                     *       "updatedAt": "string",
                     *       "submittedAt": "string",
                     *       "submittedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "pictures": [
                     *         {
                     *           "materialId": "string",
                     *           "name": "string",
                     *           "url": "string",
                     *           "previewUrl": "string",
                     *           "thumbnailUrl": "string"
                     *         }
                     *       ],
                     *       "annotations": [
                     *         {
                     *           "id": "string",
                     *           "materialId": "string",
                     *           "label": 0,
                     *           "tool": "POINT",
                     *           "points": [
                     *             {
                     *               "x": 0,
                     *               "y": 0
                     *             }
                     *           ],
                     *           "kind": "CHANGE",
                     *           "text": "string",
                     *           "state": "OPEN",
                     *           "reply": "string",
                     *           "answeredAt": "string",
                     *           "corrected": {
                     *             "materialId": "string",
                     *             "url": "string",
                     *             "previewUrl": "string"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        orderlineId: string;
                        orderId: string;
                        caseId: string;
                        salesId: string;
                        address: string;
                        productName: string;
                        /** @enum {string} */
                        state: "NONE" | "DRAFT" | "SUBMITTED";
                        updatedAt: string | null;
                        submittedAt: string | null;
                        submittedBy: {
                            id: string;
                            name: string;
                        } | null;
                        pictures: {
                            materialId: string;
                            name: string;
                            url: string | null;
                            previewUrl: string | null;
                            thumbnailUrl: string | null;
                        }[];
                        annotations: {
                            id: string;
                            materialId: string;
                            label: number;
                            /** @enum {string} */
                            tool: "POINT" | "ARROW" | "LASSO";
                            points: {
                                x: number;
                                y: number;
                            }[];
                            /** @enum {string} */
                            kind: "CHANGE" | "COMPLAINT" | "FEEDBACK";
                            text: string;
                            /** @enum {string} */
                            state: "OPEN" | "DONE" | "DECLINED";
                            reply: string | null;
                            answeredAt: string | null;
                            corrected: {
                                materialId: string;
                                url: string | null;
                                previewUrl: string | null;
                            } | null;
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
    listVirtualStagingStyles: {
        parameters: {
            query: {
                type: "VIRTUAL_STAGING" | "VIRTUAL_STAGING_COMMERCIAL" | "VIRTUAL_STAGING_720";
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
                     *         "roomType": "toilet",
                     *         "imageUrl": "string",
                     *         "furnitureOptions": [
                     *           {
                     *             "code": "SCANDINAVIAN",
                     *             "imageUrl": "string"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @enum {string} */
                        roomType: "toilet" | "canteen" | "lounge" | "reception" | "shop" | "cafe" | "teaKitchen" | "livingRoom" | "bedroom" | "bathroom" | "office" | "dining" | "kitchen" | "outdoor" | "diningKitchen";
                        imageUrl: string;
                        furnitureOptions: {
                            /** @enum {string} */
                            code: "SCANDINAVIAN" | "MODERN" | "CLASSIC" | "INDUSTRIAL" | "BOHEMIAN";
                            imageUrl: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVirtualStagingImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSocialMediaTypes: {
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
                     *         "code": "PROVIDER_DECIDES",
                     *         "descriptionKey": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @enum {string} */
                        code: "PROVIDER_DECIDES" | "Easy" | "Streaming" | "Tempo";
                        descriptionKey: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTaskImages: {
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
                     *         "width": 0,
                     *         "height": 0,
                     *         "isVertical": true,
                     *         "isSelected": true
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        url: string;
                        width: number | null;
                        height: number | null;
                        isVertical: boolean;
                        isSelected: boolean;
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
    completeVirtualStagingTask: {
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
                 *       "items": [
                 *         {
                 *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                 *           "roomType": "toilet",
                 *           "furnitureCode": "SCANDINAVIAN",
                 *           "label": "INTERIOR_DESIGN_SUGGESTION",
                 *           "comment": "string"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        /** Format: uuid */
                        materialId: string;
                        /** @enum {string} */
                        roomType: "toilet" | "canteen" | "lounge" | "reception" | "shop" | "cafe" | "teaKitchen" | "livingRoom" | "bedroom" | "bathroom" | "office" | "dining" | "kitchen" | "outdoor" | "diningKitchen";
                        /** @enum {string} */
                        furnitureCode: "SCANDINAVIAN" | "MODERN" | "CLASSIC" | "INDUSTRIAL" | "BOHEMIAN";
                        /** @enum {string} */
                        label: "INTERIOR_DESIGN_SUGGESTION" | "FACADE_SUGGESTION" | "ILLUSTRATION_IMAGE" | "STYLING_SUGGESTION" | "ALTERNATIVE_DECOR" | "SUGGESTION";
                        comment?: string;
                    }[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeObjectsRemovalTask: {
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
                 *       "materials": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ],
                 *       "marks": [
                 *         {
                 *           "tool": "POINT",
                 *           "x": 0,
                 *           "y": 0,
                 *           "toX": 0,
                 *           "toY": 0,
                 *           "comment": "string"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    materials: string[];
                    marks: {
                        /** @enum {string} */
                        tool: "POINT" | "ARROW";
                        x: number;
                        y: number;
                        toX?: number;
                        toY?: number;
                        comment?: string;
                    }[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeIndoorRenovationTask: {
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
                 *       "items": [
                 *         {
                 *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                 *           "roomType": "toilet",
                 *           "description": "string"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        /** Format: uuid */
                        materialId: string;
                        /** @enum {string} */
                        roomType: "toilet" | "canteen" | "lounge" | "reception" | "shop" | "cafe" | "teaKitchen" | "livingRoom" | "bedroom" | "bathroom" | "office" | "dining" | "kitchen" | "outdoor" | "diningKitchen";
                        description: string;
                    }[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeOutdoorRenovationTask: {
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
                 *       "items": [
                 *         {
                 *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                 *           "options": [
                 *             {
                 *               "option": "ROOF",
                 *               "colour": "BLACK"
                 *             }
                 *           ],
                 *           "removal": "REMOVE_OR_BLUR",
                 *           "grass": "GRASS",
                 *           "comment": "string"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        /** Format: uuid */
                        materialId: string;
                        options: {
                            /** @enum {string} */
                            option: "ROOF" | "FACADE" | "WINDOWS_AND_DOORS" | "SOCKET_COLOR";
                            /** @enum {string} */
                            colour: "BLACK" | "BLACK_WITH_PATTERN" | "BLACK_WITHOUT_PATTERN" | "DARK_GREY" | "DARK_GREY_WITH_PATTERN" | "DARK_GREY_WITHOUT_PATTERN" | "LIGHT_GREY" | "LIGHT_GREY_WITH_PATTERN" | "LIGHT_GREY_WITHOUT_PATTERN" | "BEIGE" | "BEIGE_WITH_PATTERN" | "BEIGE_WITHOUT_PATTERN" | "WHITE" | "WHITE_WITH_PATTERN" | "WHITE_WITHOUT_PATTERN" | "RED";
                        }[];
                        /** @enum {string} */
                        removal?: "REMOVE_OR_BLUR" | "REMOVE" | "BLUR";
                        /** @enum {string} */
                        grass?: "GRASS" | "REPAIR_GRASS" | "REPLACE_GRASS" | "GREEN_GRASS";
                        comment?: string;
                    }[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeImageSelectorTask: {
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
                 *       "materials": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    materials: string[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeWhiteboxTask: {
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
                 *       "materials": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    materials: string[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeCombineImagesTask: {
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
                 *       "materials": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    materials: string[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeBeforeAfterTask: {
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
                 *       "pairs": [
                 *         {
                 *           "before": "8e6267db-32ed-454a-a2cc-6beef2f6f00e",
                 *           "after": "3f00dd4a-56f2-49c5-940c-69eed8a9fb5b"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    pairs: {
                        /** Format: uuid */
                        before: string;
                        /** Format: uuid */
                        after: string;
                    }[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeSocialMediaTask: {
        parameters: {
            query: {
                type: "PROVIDER_DECIDES" | "Easy" | "Streaming" | "Tempo" | "Style1" | "Style2";
            };
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
                 *       "materials": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ],
                 *       "text": "string"
                 *     }
                 */
                "application/json": {
                    materials: string[];
                    text?: string;
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    completeSocialMediaGifTask: {
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
                 *       "materials": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    materials: string[];
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    listTaskTextSections: {
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
                     *       "taskId": "string",
                     *       "category": "BASIC",
                     *       "sections": [
                     *         {
                     *           "name": "description",
                     *           "title": "string",
                     *           "hint": "string",
                     *           "group": "HEADING_AND_INTRODUCTION",
                     *           "required": true,
                     *           "maxLength": 0,
                     *           "content": "string",
                     *           "locked": true
                     *         }
                     *       ],
                     *       "takesWritingStyle": true,
                     *       "writingStyle": "DESCRIPTIVE"
                     *     }
                     */
                    "application/json": {
                        taskId: string;
                        /** @enum {string} */
                        category: "BASIC" | "BASIC_OPT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "SPEAK_INPUT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "LOCATION" | "PERSON" | "PERSON_INFO" | "COPYWRITE_TEXTS";
                        sections: {
                            /** @enum {string} */
                            name: "description" | "highlights" | "copywriterBrief" | "speakText" | "intro" | "outro" | "areaDescription" | "pointsOfInterest" | "personName" | "personTitle" | "aboutPerson";
                            title: string;
                            hint: string;
                            /** @enum {string} */
                            group: "HEADING_AND_INTRODUCTION" | "SECTION" | "AREA_DESCRIPTION" | "POI" | "SPEECH_MOVIE_TEXT" | "ADS" | "SOCIAL_MEDIA" | "USP" | "OTHER";
                            required: boolean;
                            maxLength: number;
                            content: string;
                            locked: boolean;
                        }[];
                        takesWritingStyle: boolean;
                        /** @enum {string|null} */
                        writingStyle: "DESCRIPTIVE" | "LIGHTLY_COLORFUL" | "COLORFUL" | null;
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
    getTextTaskDescription: {
        parameters: {
            query: {
                caseId: string;
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
                     *       "taskId": "string",
                     *       "category": "BASIC",
                     *       "content": "string",
                     *       "submittedAt": "string"
                     *     }
                     */
                    "application/json": {
                        taskId: string;
                        /** @enum {string} */
                        category: "BASIC" | "BASIC_OPT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "SPEAK_INPUT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "LOCATION" | "PERSON" | "PERSON_INFO" | "COPYWRITE_TEXTS";
                        content: string;
                        submittedAt: string;
                    } | null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSpeakSlideShowInput: {
        parameters: {
            query: {
                caseId: string;
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
                     *       "taskId": "string",
                     *       "category": "BASIC",
                     *       "content": "string",
                     *       "submittedAt": "string"
                     *     }
                     */
                    "application/json": {
                        taskId: string;
                        /** @enum {string} */
                        category: "BASIC" | "BASIC_OPT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "SPEAK_INPUT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "LOCATION" | "PERSON" | "PERSON_INFO" | "COPYWRITE_TEXTS";
                        content: string;
                        submittedAt: string;
                    } | null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    completeTextTask: {
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
                 *       "taskId": "e6e9d88a-9b63-468a-aec3-b7a11de27af8",
                 *       "sections": [
                 *         {
                 *           "name": "string",
                 *           "content": "string"
                 *         }
                 *       ],
                 *       "writingStyle": "DESCRIPTIVE"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    taskId: string;
                    sections: {
                        name: string;
                        content: string;
                    }[];
                    /** @enum {string} */
                    writingStyle?: "DESCRIPTIVE" | "LIGHTLY_COLORFUL" | "COLORFUL";
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAiTextEditorLink: {
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
                     *       "url": "string"
                     *     }
                     */
                    "application/json": {
                        url: string;
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
    getAiText: {
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
                     *       "text": "string",
                     *       "origin": "service",
                     *       "ready": true
                     *     }
                     */
                    "application/json": {
                        text: string;
                        /** @enum {string} */
                        origin: "service" | "portal";
                        ready: boolean;
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
    completeAiTextTask: {
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
                 *       "text": "string"
                 *     }
                 */
                "application/json": {
                    text: string;
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    listTextSections: {
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
                     *         "name": "string",
                     *         "group": "HEADING_AND_INTRODUCTION",
                     *         "maxLength": 0,
                     *         "title": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        group: "HEADING_AND_INTRODUCTION" | "SECTION" | "AREA_DESCRIPTION" | "POI" | "SPEECH_MOVIE_TEXT" | "ADS" | "SOCIAL_MEDIA" | "USP" | "OTHER";
                        maxLength: number;
                        title: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    approveAllCaseTexts: {
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
    rejectAllCaseTexts: {
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
                 *       "reason": "string"
                 *     }
                 */
                "application/json": {
                    reason: string;
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
    saveCaseText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "string"
                 *     }
                 */
                "application/json": {
                    content: string;
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
                     *       "name": "string",
                     *       "baseName": "string",
                     *       "number": 0,
                     *       "group": "HEADING_AND_INTRODUCTION",
                     *       "maxLength": 0,
                     *       "content": "string",
                     *       "versionId": "string",
                     *       "origin": "TASK",
                     *       "taskId": "string",
                     *       "category": "BASIC",
                     *       "submittedAt": "string",
                     *       "changedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "versions": 0,
                     *       "review": {
                     *         "versionId": "string",
                     *         "orderId": "string",
                     *         "state": "PENDING",
                     *         "reason": "string",
                     *         "reviewedBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "reviewedAt": "string",
                     *         "reviewClosesAt": "string",
                     *         "reviewable": true
                     *       }
                     *     }
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
    approveCaseText: {
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
                     * @example {
                     *       "name": "string",
                     *       "baseName": "string",
                     *       "number": 0,
                     *       "group": "HEADING_AND_INTRODUCTION",
                     *       "maxLength": 0,
                     *       "content": "string",
                     *       "versionId": "string",
                     *       "origin": "TASK",
                     *       "taskId": "string",
                     *       "category": "BASIC",
                     *       "submittedAt": "string",
                     *       "changedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "versions": 0,
                     *       "review": {
                     *         "versionId": "string",
                     *         "orderId": "string",
                     *         "state": "PENDING",
                     *         "reason": "string",
                     *         "reviewedBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "reviewedAt": "string",
                     *         "reviewClosesAt": "string",
                     *         "reviewable": true
                     *       }
                     *     }
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
    rejectCaseText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "string"
                 *     }
                 */
                "application/json": {
                    reason: string;
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
                     *       "name": "string",
                     *       "baseName": "string",
                     *       "number": 0,
                     *       "group": "HEADING_AND_INTRODUCTION",
                     *       "maxLength": 0,
                     *       "content": "string",
                     *       "versionId": "string",
                     *       "origin": "TASK",
                     *       "taskId": "string",
                     *       "category": "BASIC",
                     *       "submittedAt": "string",
                     *       "changedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "versions": 0,
                     *       "review": {
                     *         "versionId": "string",
                     *         "orderId": "string",
                     *         "state": "PENDING",
                     *         "reason": "string",
                     *         "reviewedBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "reviewedAt": "string",
                     *         "reviewClosesAt": "string",
                     *         "reviewable": true
                     *       }
                     *     }
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
    deliverCaseText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                 *       "content": "string"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    orderId: string;
                    content: string;
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
                     *       "name": "string",
                     *       "baseName": "string",
                     *       "number": 0,
                     *       "group": "HEADING_AND_INTRODUCTION",
                     *       "maxLength": 0,
                     *       "content": "string",
                     *       "versionId": "string",
                     *       "origin": "TASK",
                     *       "taskId": "string",
                     *       "category": "BASIC",
                     *       "submittedAt": "string",
                     *       "changedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "versions": 0,
                     *       "review": {
                     *         "versionId": "string",
                     *         "orderId": "string",
                     *         "state": "PENDING",
                     *         "reason": "string",
                     *         "reviewedBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "reviewedAt": "string",
                     *         "reviewClosesAt": "string",
                     *         "reviewable": true
                     *       }
                     *     }
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
    listProviderOrderTexts: {
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
                     *       "caseId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "texts": [
                     *         {
                     *           "name": "string",
                     *           "baseName": "string",
                     *           "number": 0,
                     *           "group": "HEADING_AND_INTRODUCTION",
                     *           "maxLength": 0,
                     *           "content": "string",
                     *           "versionId": "string",
                     *           "origin": "TASK",
                     *           "taskId": "string",
                     *           "category": "BASIC",
                     *           "submittedAt": "string",
                     *           "changedBy": {
                     *             "id": "string",
                     *             "name": "string"
                     *           },
                     *           "versions": 0,
                     *           "review": {
                     *             "versionId": "string",
                     *             "orderId": "string",
                     *             "state": "PENDING",
                     *             "reason": "string",
                     *             "reviewedBy": {
                     *               "id": "string",
                     *               "name": "string"
                     *             },
                     *             "reviewedAt": "string",
                     *             "reviewClosesAt": "string",
                     *             "reviewable": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        orderId: string;
                        caseId: string;
                        salesId: string;
                        address: string;
                        texts: {
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
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrderLineFeedback: {
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
                     *       "orderlineId": "string",
                     *       "orderId": "string",
                     *       "caseId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "productName": "string",
                     *       "state": "NONE",
                     *       "updatedAt": "string",
                     *       "submittedAt": "string",
                     *       "submittedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "pictures": [
                     *         {
                     *           "materialId": "string",
                     *           "name": "string",
                     *           "url": "string",
                     *           "previewUrl": "string",
                     *           "thumbnailUrl": "string"
                     *         }
                     *       ],
                     *       "annotations": [
                     *         {
                     *           "id": "string",
                     *           "materialId": "string",
                     *           "label": 0,
                     *           "tool": "POINT",
                     *           "points": [
                     *             {
                     *               "x": 0,
                     *               "y": 0
                     *             }
                     *           ],
                     *           "kind": "CHANGE",
                     *           "text": "string",
                     *           "state": "OPEN",
                     *           "reply": "string",
                     *           "answeredAt": "string",
                     *           "corrected": {
                     *             "materialId": "string",
                     *             "url": "string",
                     *             "previewUrl": "string"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        orderlineId: string;
                        orderId: string;
                        caseId: string;
                        salesId: string;
                        address: string;
                        productName: string;
                        /** @enum {string} */
                        state: "NONE" | "DRAFT" | "SUBMITTED";
                        updatedAt: string | null;
                        submittedAt: string | null;
                        submittedBy: {
                            id: string;
                            name: string;
                        } | null;
                        pictures: {
                            materialId: string;
                            name: string;
                            url: string | null;
                            previewUrl: string | null;
                            thumbnailUrl: string | null;
                        }[];
                        annotations: {
                            id: string;
                            materialId: string;
                            label: number;
                            /** @enum {string} */
                            tool: "POINT" | "ARROW" | "LASSO";
                            points: {
                                x: number;
                                y: number;
                            }[];
                            /** @enum {string} */
                            kind: "CHANGE" | "COMPLAINT" | "FEEDBACK";
                            text: string;
                            /** @enum {string} */
                            state: "OPEN" | "DONE" | "DECLINED";
                            reply: string | null;
                            answeredAt: string | null;
                            corrected: {
                                materialId: string;
                                url: string | null;
                                previewUrl: string | null;
                            } | null;
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
    saveOrderLineFeedback: {
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
                 *       "annotations": [
                 *         {
                 *           "materialId": "30cdab3c-3e2b-44f4-8415-c6dd88ed4261",
                 *           "tool": "POINT",
                 *           "points": [
                 *             {
                 *               "x": 0,
                 *               "y": 0
                 *             }
                 *           ],
                 *           "kind": "CHANGE",
                 *           "text": "string"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    annotations: {
                        /** Format: uuid */
                        materialId: string;
                        /** @enum {string} */
                        tool: "POINT" | "ARROW" | "LASSO";
                        points: {
                            x: number;
                            y: number;
                        }[];
                        /** @enum {string} */
                        kind: "CHANGE" | "COMPLAINT" | "FEEDBACK";
                        text: string;
                    }[];
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
                     *       "orderlineId": "string",
                     *       "orderId": "string",
                     *       "caseId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "productName": "string",
                     *       "state": "NONE",
                     *       "updatedAt": "string",
                     *       "submittedAt": "string",
                     *       "submittedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "pictures": [
                     *         {
                     *           "materialId": "string",
                     *           "name": "string",
                     *           "url": "string",
                     *           "previewUrl": "string",
                     *           "thumbnailUrl": "string"
                     *         }
                     *       ],
                     *       "annotations": [
                     *         {
                     *           "id": "string",
                     *           "materialId": "string",
                     *           "label": 0,
                     *           "tool": "POINT",
                     *           "points": [
                     *             {
                     *               "x": 0,
                     *               "y": 0
                     *             }
                     *           ],
                     *           "kind": "CHANGE",
                     *           "text": "string",
                     *           "state": "OPEN",
                     *           "reply": "string",
                     *           "answeredAt": "string",
                     *           "corrected": {
                     *             "materialId": "string",
                     *             "url": "string",
                     *             "previewUrl": "string"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        orderlineId: string;
                        orderId: string;
                        caseId: string;
                        salesId: string;
                        address: string;
                        productName: string;
                        /** @enum {string} */
                        state: "NONE" | "DRAFT" | "SUBMITTED";
                        updatedAt: string | null;
                        submittedAt: string | null;
                        submittedBy: {
                            id: string;
                            name: string;
                        } | null;
                        pictures: {
                            materialId: string;
                            name: string;
                            url: string | null;
                            previewUrl: string | null;
                            thumbnailUrl: string | null;
                        }[];
                        annotations: {
                            id: string;
                            materialId: string;
                            label: number;
                            /** @enum {string} */
                            tool: "POINT" | "ARROW" | "LASSO";
                            points: {
                                x: number;
                                y: number;
                            }[];
                            /** @enum {string} */
                            kind: "CHANGE" | "COMPLAINT" | "FEEDBACK";
                            text: string;
                            /** @enum {string} */
                            state: "OPEN" | "DONE" | "DECLINED";
                            reply: string | null;
                            answeredAt: string | null;
                            corrected: {
                                materialId: string;
                                url: string | null;
                                previewUrl: string | null;
                            } | null;
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
    submitOrderLineFeedback: {
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
                     *       "orderlineId": "string",
                     *       "orderId": "string",
                     *       "caseId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "productName": "string",
                     *       "state": "NONE",
                     *       "updatedAt": "string",
                     *       "submittedAt": "string",
                     *       "submittedBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "pictures": [
                     *         {
                     *           "materialId": "string",
                     *           "name": "string",
                     *           "url": "string",
                     *           "previewUrl": "string",
                     *           "thumbnailUrl": "string"
                     *         }
                     *       ],
                     *       "annotations": [
                     *         {
                     *           "id": "string",
                     *           "materialId": "string",
                     *           "label": 0,
                     *           "tool": "POINT",
                     *           "points": [
                     *             {
                     *               "x": 0,
                     *               "y": 0
                     *             }
                     *           ],
                     *           "kind": "CHANGE",
                     *           "text": "string",
                     *           "state": "OPEN",
                     *           "reply": "string",
                     *           "answeredAt": "string",
                     *           "corrected": {
                     *             "materialId": "string",
                     *             "url": "string",
                     *             "previewUrl": "string"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        orderlineId: string;
                        orderId: string;
                        caseId: string;
                        salesId: string;
                        address: string;
                        productName: string;
                        /** @enum {string} */
                        state: "NONE" | "DRAFT" | "SUBMITTED";
                        updatedAt: string | null;
                        submittedAt: string | null;
                        submittedBy: {
                            id: string;
                            name: string;
                        } | null;
                        pictures: {
                            materialId: string;
                            name: string;
                            url: string | null;
                            previewUrl: string | null;
                            thumbnailUrl: string | null;
                        }[];
                        annotations: {
                            id: string;
                            materialId: string;
                            label: number;
                            /** @enum {string} */
                            tool: "POINT" | "ARROW" | "LASSO";
                            points: {
                                x: number;
                                y: number;
                            }[];
                            /** @enum {string} */
                            kind: "CHANGE" | "COMPLAINT" | "FEEDBACK";
                            text: string;
                            /** @enum {string} */
                            state: "OPEN" | "DONE" | "DECLINED";
                            reply: string | null;
                            answeredAt: string | null;
                            corrected: {
                                materialId: string;
                                url: string | null;
                                previewUrl: string | null;
                            } | null;
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
    rateOrderLine: {
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
                 *       "orderlineId": "e155a0de-92ad-41cf-9525-b0f58951c5e2",
                 *       "type": "change",
                 *       "comment": "string",
                 *       "uploadedDocuments": []
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    orderlineId: string;
                    /** @enum {string} */
                    type: "change" | "complaint" | "feedback" | "CHANGE" | "COMPLAINT" | "FEEDBACK";
                    comment: string;
                    /** @default [] */
                    uploadedDocuments?: {
                        key: string;
                        fileName: string;
                    }[];
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
                     *       "id": "string",
                     *       "orderlineId": "string",
                     *       "type": "change",
                     *       "comment": "string",
                     *       "documents": [
                     *         {
                     *           "fileName": "string",
                     *           "contentType": "string",
                     *           "url": "string"
                     *         }
                     *       ],
                     *       "createdAt": "string",
                     *       "createdBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "state": "OPEN",
                     *       "answers": [
                     *         {
                     *           "id": "string",
                     *           "state": "ACCEPTED",
                     *           "reply": "string",
                     *           "answeredAt": "string",
                     *           "answeredBy": {
                     *             "id": "string",
                     *             "name": "string"
                     *           },
                     *           "correctedDelivery": {
                     *             "batchId": "string",
                     *             "deliveredAt": "string",
                     *             "files": 0
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        /** @enum {string} */
                        type: "change" | "complaint" | "feedback";
                        comment: string;
                        documents: {
                            fileName: string;
                            contentType: string;
                            url: string;
                        }[];
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        state: "OPEN" | "ACCEPTED" | "DECLINED" | "DONE";
                        answers: {
                            id: string;
                            /** @enum {string} */
                            state: "ACCEPTED" | "DECLINED" | "DONE";
                            reply: string;
                            answeredAt: string;
                            answeredBy: {
                                id: string;
                                name: string;
                            } | null;
                            correctedDelivery: {
                                batchId: string;
                                deliveredAt: string;
                                files: number;
                            } | null;
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
    listOrderLineRatings: {
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
                     *         "orderlineId": "string",
                     *         "type": "change",
                     *         "comment": "string",
                     *         "documents": [
                     *           {
                     *             "fileName": "string",
                     *             "contentType": "string",
                     *             "url": "string"
                     *           }
                     *         ],
                     *         "createdAt": "string",
                     *         "createdBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "state": "OPEN",
                     *         "answers": [
                     *           {
                     *             "id": "string",
                     *             "state": "ACCEPTED",
                     *             "reply": "string",
                     *             "answeredAt": "string",
                     *             "answeredBy": {
                     *               "id": "string",
                     *               "name": "string"
                     *             },
                     *             "correctedDelivery": {
                     *               "batchId": "string",
                     *               "deliveredAt": "string",
                     *               "files": 0
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        /** @enum {string} */
                        type: "change" | "complaint" | "feedback";
                        comment: string;
                        documents: {
                            fileName: string;
                            contentType: string;
                            url: string;
                        }[];
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        state: "OPEN" | "ACCEPTED" | "DECLINED" | "DONE";
                        answers: {
                            id: string;
                            /** @enum {string} */
                            state: "ACCEPTED" | "DECLINED" | "DONE";
                            reply: string;
                            answeredAt: string;
                            answeredBy: {
                                id: string;
                                name: string;
                            } | null;
                            correctedDelivery: {
                                batchId: string;
                                deliveredAt: string;
                                files: number;
                            } | null;
                        }[];
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
    listOrderRatings: {
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
                     *         "orderlineId": "string",
                     *         "type": "change",
                     *         "comment": "string",
                     *         "documents": [
                     *           {
                     *             "fileName": "string",
                     *             "contentType": "string",
                     *             "url": "string"
                     *           }
                     *         ],
                     *         "createdAt": "string",
                     *         "createdBy": {
                     *           "id": "string",
                     *           "name": "string"
                     *         },
                     *         "state": "OPEN",
                     *         "answers": [
                     *           {
                     *             "id": "string",
                     *             "state": "ACCEPTED",
                     *             "reply": "string",
                     *             "answeredAt": "string",
                     *             "answeredBy": {
                     *               "id": "string",
                     *               "name": "string"
                     *             },
                     *             "correctedDelivery": {
                     *               "batchId": "string",
                     *               "deliveredAt": "string",
                     *               "files": 0
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        /** @enum {string} */
                        type: "change" | "complaint" | "feedback";
                        comment: string;
                        documents: {
                            fileName: string;
                            contentType: string;
                            url: string;
                        }[];
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        state: "OPEN" | "ACCEPTED" | "DECLINED" | "DONE";
                        answers: {
                            id: string;
                            /** @enum {string} */
                            state: "ACCEPTED" | "DECLINED" | "DONE";
                            reply: string;
                            answeredAt: string;
                            answeredBy: {
                                id: string;
                                name: string;
                            } | null;
                            correctedDelivery: {
                                batchId: string;
                                deliveredAt: string;
                                files: number;
                            } | null;
                        }[];
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
    listProviderOrderLineRatings: {
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
                     *       "ratings": [
                     *         {
                     *           "id": "string",
                     *           "orderlineId": "string",
                     *           "type": "change",
                     *           "comment": "string",
                     *           "documents": [
                     *             {
                     *               "fileName": "string",
                     *               "contentType": "string",
                     *               "url": "string"
                     *             }
                     *           ],
                     *           "createdAt": "string",
                     *           "createdBy": {
                     *             "id": "string",
                     *             "name": "string"
                     *           },
                     *           "state": "OPEN",
                     *           "answers": [
                     *             {
                     *               "id": "string",
                     *               "state": "ACCEPTED",
                     *               "reply": "string",
                     *               "answeredAt": "string",
                     *               "answeredBy": {
                     *                 "id": "string",
                     *                 "name": "string"
                     *               },
                     *               "correctedDelivery": {
                     *                 "batchId": "string",
                     *                 "deliveredAt": "string",
                     *                 "files": 0
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "deliveries": [
                     *         {
                     *           "batchId": "string",
                     *           "deliveredAt": "string",
                     *           "files": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        ratings: {
                            id: string;
                            orderlineId: string;
                            /** @enum {string} */
                            type: "change" | "complaint" | "feedback";
                            comment: string;
                            documents: {
                                fileName: string;
                                contentType: string;
                                url: string;
                            }[];
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            state: "OPEN" | "ACCEPTED" | "DECLINED" | "DONE";
                            answers: {
                                id: string;
                                /** @enum {string} */
                                state: "ACCEPTED" | "DECLINED" | "DONE";
                                reply: string;
                                answeredAt: string;
                                answeredBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                correctedDelivery: {
                                    batchId: string;
                                    deliveredAt: string;
                                    files: number;
                                } | null;
                            }[];
                        }[];
                        deliveries: {
                            batchId: string;
                            deliveredAt: string;
                            files: number;
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
    answerOrderLineRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                ratingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "ACCEPTED",
                 *       "reply": "string",
                 *       "correctedBatchId": "dc946a41-8ebd-4607-bd1e-e7d88bb11243"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    state: "ACCEPTED" | "DECLINED" | "DONE";
                    reply: string;
                    /** Format: uuid */
                    correctedBatchId?: string;
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
                     *       "id": "string",
                     *       "orderlineId": "string",
                     *       "type": "change",
                     *       "comment": "string",
                     *       "documents": [
                     *         {
                     *           "fileName": "string",
                     *           "contentType": "string",
                     *           "url": "string"
                     *         }
                     *       ],
                     *       "createdAt": "string",
                     *       "createdBy": {
                     *         "id": "string",
                     *         "name": "string"
                     *       },
                     *       "state": "OPEN",
                     *       "answers": [
                     *         {
                     *           "id": "string",
                     *           "state": "ACCEPTED",
                     *           "reply": "string",
                     *           "answeredAt": "string",
                     *           "answeredBy": {
                     *             "id": "string",
                     *             "name": "string"
                     *           },
                     *           "correctedDelivery": {
                     *             "batchId": "string",
                     *             "deliveredAt": "string",
                     *             "files": 0
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: string;
                        orderlineId: string;
                        /** @enum {string} */
                        type: "change" | "complaint" | "feedback";
                        comment: string;
                        documents: {
                            fileName: string;
                            contentType: string;
                            url: string;
                        }[];
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        state: "OPEN" | "ACCEPTED" | "DECLINED" | "DONE";
                        answers: {
                            id: string;
                            /** @enum {string} */
                            state: "ACCEPTED" | "DECLINED" | "DONE";
                            reply: string;
                            answeredAt: string;
                            answeredBy: {
                                id: string;
                                name: string;
                            } | null;
                            correctedDelivery: {
                                batchId: string;
                                deliveredAt: string;
                                files: number;
                            } | null;
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
    listInterviewQuestions: {
        parameters: {
            query?: {
                locale?: "en" | "da" | "sv" | "no";
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
                     *       "kind": "INTERVIEW",
                     *       "locale": "en",
                     *       "departmentLocale": "en",
                     *       "questions": [
                     *         {
                     *           "id": "string",
                     *           "question": "string",
                     *           "yesOrNo": true
                     *         }
                     *       ],
                     *       "isSendEmailAvailable": true,
                     *       "recipients": [
                     *         {
                     *           "id": "string",
                     *           "name": "string",
                     *           "email": "string",
                     *           "contactType": "REALTOR"
                     *         }
                     *       ],
                     *       "sent": {
                     *         "sentAt": "string",
                     *         "recipientName": "string",
                     *         "recipientEmail": "string",
                     *         "locale": "en",
                     *         "submittedAt": "string",
                     *         "answers": [
                     *           {
                     *             "question": "string",
                     *             "answer": "string",
                     *             "yesOrNo": true
                     *           }
                     *         ],
                     *         "expiresAt": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        kind: "INTERVIEW" | "QUESTIONNAIRE";
                        /** @enum {string} */
                        locale: "en" | "da" | "sv" | "no";
                        /** @enum {string} */
                        departmentLocale: "en" | "da" | "sv" | "no";
                        questions: {
                            id: string;
                            question: string;
                            yesOrNo: boolean;
                        }[];
                        isSendEmailAvailable: boolean;
                        recipients: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                        }[];
                        sent: {
                            sentAt: string;
                            recipientName: string;
                            recipientEmail: string;
                            /** @enum {string} */
                            locale: "en" | "da" | "sv" | "no";
                            submittedAt: string | null;
                            answers: {
                                question: string;
                                answer: string;
                                yesOrNo: boolean;
                            }[] | null;
                            expiresAt: string;
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
    sendInterview: {
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
                 *       "contactPersonId": "22834537-8924-44e7-9ea8-8ffa30265086",
                 *       "email": "user@example.com",
                 *       "name": "string",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    contactPersonId?: string;
                    /** Format: email */
                    email?: string;
                    name?: string;
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
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
                     *       "sentAt": "string",
                     *       "recipientName": "string",
                     *       "recipientEmail": "string",
                     *       "locale": "en",
                     *       "submittedAt": "string",
                     *       "answers": [
                     *         {
                     *           "question": "string",
                     *           "answer": "string",
                     *           "yesOrNo": true
                     *         }
                     *       ],
                     *       "expiresAt": "string"
                     *     }
                     */
                    "application/json": {
                        sentAt: string;
                        recipientName: string;
                        recipientEmail: string;
                        /** @enum {string} */
                        locale: "en" | "da" | "sv" | "no";
                        submittedAt: string | null;
                        answers: {
                            question: string;
                            answer: string;
                            yesOrNo: boolean;
                        }[] | null;
                        expiresAt: string;
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
    completeInterview: {
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
                 *       "answers": [
                 *         {
                 *           "questionId": "string",
                 *           "answer": "string"
                 *         }
                 *       ],
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    answers: {
                        questionId: string;
                        answer: string;
                    }[];
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    getQuestionnaire: {
        parameters: {
            query?: {
                locale?: "en" | "da" | "sv" | "no";
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
                     *       "kind": "INTERVIEW",
                     *       "locale": "en",
                     *       "departmentLocale": "en",
                     *       "questions": [
                     *         {
                     *           "id": "string",
                     *           "question": "string",
                     *           "yesOrNo": true
                     *         }
                     *       ],
                     *       "isSendEmailAvailable": true,
                     *       "recipients": [
                     *         {
                     *           "id": "string",
                     *           "name": "string",
                     *           "email": "string",
                     *           "contactType": "REALTOR"
                     *         }
                     *       ],
                     *       "sent": {
                     *         "sentAt": "string",
                     *         "recipientName": "string",
                     *         "recipientEmail": "string",
                     *         "locale": "en",
                     *         "submittedAt": "string",
                     *         "answers": [
                     *           {
                     *             "question": "string",
                     *             "answer": "string",
                     *             "yesOrNo": true
                     *           }
                     *         ],
                     *         "expiresAt": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        kind: "INTERVIEW" | "QUESTIONNAIRE";
                        /** @enum {string} */
                        locale: "en" | "da" | "sv" | "no";
                        /** @enum {string} */
                        departmentLocale: "en" | "da" | "sv" | "no";
                        questions: {
                            id: string;
                            question: string;
                            yesOrNo: boolean;
                        }[];
                        isSendEmailAvailable: boolean;
                        recipients: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                        }[];
                        sent: {
                            sentAt: string;
                            recipientName: string;
                            recipientEmail: string;
                            /** @enum {string} */
                            locale: "en" | "da" | "sv" | "no";
                            submittedAt: string | null;
                            answers: {
                                question: string;
                                answer: string;
                                yesOrNo: boolean;
                            }[] | null;
                            expiresAt: string;
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
    saveQuestionnaire: {
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
                 *       "answers": [
                 *         {
                 *           "questionId": "string",
                 *           "answer": "string"
                 *         }
                 *       ],
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    answers: {
                        questionId: string;
                        answer: string;
                    }[];
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
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
                     *       "task": {
                     *         "id": "string",
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "caseId": "string",
                     *         "caseReference": "string",
                     *         "createdAt": "string",
                     *         "productName": "string",
                     *         "status": "Completed",
                     *         "type": "BOOK_PHOTOGRAPHER",
                     *         "address": "string",
                     *         "orderId": "string",
                     *         "orderlineId": "string",
                     *         "salesId": "string",
                     *         "contactPersonUserID": "string",
                     *         "booking": {
                     *           "bookingId": "string",
                     *           "start": "string",
                     *           "end": "string",
                     *           "status": "INCOMPLETE",
                     *           "callNeeded": true,
                     *           "callNeededAt": "string"
                     *         }
                     *       },
                     *       "orderedQuantity": 0,
                     *       "maxImageUploadCount": 0,
                     *       "caseCategory": "string",
                     *       "completionCall": "complete",
                     *       "submission": {
                     *         "kind": "string",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "submittedAt": "string",
                     *         "submittedByEmail": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        task: {
                            id: string;
                            branchId: number;
                            branchName: string;
                            caseId: string;
                            caseReference: string;
                            createdAt: string;
                            productName: string;
                            /** @enum {string} */
                            status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                            /** @enum {string} */
                            type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                            address: string;
                            orderId: string;
                            orderlineId: string | null;
                            salesId: string;
                            contactPersonUserID: string | null;
                            booking?: {
                                bookingId: string;
                                start: string | null;
                                end: string | null;
                                /** @enum {string} */
                                status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                                callNeeded: boolean;
                                callNeededAt: string | null;
                            } | null;
                        };
                        orderedQuantity: number;
                        maxImageUploadCount: number;
                        caseCategory: string;
                        /** @enum {string} */
                        completionCall: "complete" | "uploads" | "virtual-staging" | "objects-removal" | "indoor-renovation" | "outdoor-renovation" | "imageselector" | "whitebox-imageselector" | "combine-images" | "beforeafter" | "some" | "some-gif" | "texts" | "ai-text";
                        submission: {
                            kind: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            submittedAt: string;
                            submittedByEmail: string | null;
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
    sendQuestionnaire: {
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
                 *       "contactPersonId": "22834537-8924-44e7-9ea8-8ffa30265086",
                 *       "email": "user@example.com",
                 *       "name": "string",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    contactPersonId?: string;
                    /** Format: email */
                    email?: string;
                    name?: string;
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
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
                     *       "sentAt": "string",
                     *       "recipientName": "string",
                     *       "recipientEmail": "string",
                     *       "locale": "en",
                     *       "submittedAt": "string",
                     *       "answers": [
                     *         {
                     *           "question": "string",
                     *           "answer": "string",
                     *           "yesOrNo": true
                     *         }
                     *       ],
                     *       "expiresAt": "string"
                     *     }
                     */
                    "application/json": {
                        sentAt: string;
                        recipientName: string;
                        recipientEmail: string;
                        /** @enum {string} */
                        locale: "en" | "da" | "sv" | "no";
                        submittedAt: string | null;
                        answers: {
                            question: string;
                            answer: string;
                            yesOrNo: boolean;
                        }[] | null;
                        expiresAt: string;
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
    getPublicForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                     *       "kind": "INTERVIEW",
                     *       "locale": "en",
                     *       "questions": [
                     *         {
                     *           "id": "string",
                     *           "question": "string",
                     *           "yesOrNo": true
                     *         }
                     *       ],
                     *       "address": "string",
                     *       "departmentName": "string",
                     *       "recipientName": "string"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        kind: "INTERVIEW" | "QUESTIONNAIRE";
                        /** @enum {string} */
                        locale: "en" | "da" | "sv" | "no";
                        questions: {
                            id: string;
                            question: string;
                            yesOrNo: boolean;
                        }[];
                        address: string;
                        departmentName: string;
                        recipientName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    answerPublicForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answers": [
                 *         {
                 *           "questionId": "string",
                 *           "answer": "string"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    answers: {
                        questionId: string;
                        answer: string;
                    }[];
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
                     *       "submittedAt": "string"
                     *     }
                     */
                    "application/json": {
                        submittedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBooking: {
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
                     *       "bookingId": "string",
                     *       "orderId": "string",
                     *       "taskId": "string",
                     *       "type": "PRIMARY_CONFIRMED",
                     *       "start": "string",
                     *       "end": "string",
                     *       "photographerName": "string",
                     *       "notes": [
                     *         {
                     *           "at": "string",
                     *           "text": "string"
                     *         }
                     *       ],
                     *       "area": 0,
                     *       "keyPickupAddress": "string",
                     *       "status": "INCOMPLETE",
                     *       "address": "string",
                     *       "callNeeded": true,
                     *       "callNeededAt": "string"
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        orderId: string;
                        taskId: string | null;
                        /** @enum {string|null} */
                        type: "PRIMARY_CONFIRMED" | "SECONDARY_CONFIRMED" | "THIRD_PARTY" | "THIRD_PARTY_PRIMARY_CONFIRMED" | "THIRD_PARTY_SECONDARY_CONFIRMED" | "EXTERNAL_SOFTWARE" | null;
                        start: string | null;
                        end: string | null;
                        photographerName: string | null;
                        notes: {
                            at: string | null;
                            text: string;
                        }[];
                        area: number | null;
                        keyPickupAddress: string | null;
                        /** @enum {string} */
                        status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                        address: string;
                        callNeeded: boolean;
                        callNeededAt: string | null;
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
    listBookingProposals: {
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
                     *       "suggested": {
                     *         "proposalId": "string",
                     *         "expectedStart": "string",
                     *         "departure": "string",
                     *         "durationMinutes": 0,
                     *         "timeframeStart": "string",
                     *         "timeframeEnd": "string",
                     *         "notes": [
                     *           {
                     *             "at": "string",
                     *             "text": "string"
                     *           }
                     *         ],
                     *         "area": 0,
                     *         "photographerName": "string"
                     *       },
                     *       "others": [
                     *         {
                     *           "proposalId": "string",
                     *           "expectedStart": "string",
                     *           "departure": "string",
                     *           "durationMinutes": 0,
                     *           "timeframeStart": "string",
                     *           "timeframeEnd": "string",
                     *           "notes": [
                     *             {
                     *               "at": "string",
                     *               "text": "string"
                     *             }
                     *           ],
                     *           "area": 0,
                     *           "photographerName": "string"
                     *         }
                     *       ],
                     *       "durationMinutes": 0
                     *     }
                     */
                    "application/json": {
                        suggested: {
                            proposalId: string;
                            expectedStart: string;
                            departure: string;
                            durationMinutes: number;
                            timeframeStart: string;
                            timeframeEnd: string;
                            notes: {
                                at: string | null;
                                text: string;
                            }[];
                            area: number | null;
                            photographerName: string;
                        } | null;
                        others: {
                            proposalId: string;
                            expectedStart: string;
                            departure: string;
                            durationMinutes: number;
                            timeframeStart: string;
                            timeframeEnd: string;
                            notes: {
                                at: string | null;
                                text: string;
                            }[];
                            area: number | null;
                            photographerName: string;
                        }[];
                        durationMinutes: number;
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
    getBookingTask: {
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
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "caseId": "string",
                     *       "caseReference": "string",
                     *       "createdAt": "string",
                     *       "productName": "string",
                     *       "status": "Completed",
                     *       "type": "BOOK_PHOTOGRAPHER",
                     *       "address": "string",
                     *       "orderId": "string",
                     *       "orderlineId": "string",
                     *       "salesId": "string",
                     *       "contactPersonUserID": "string",
                     *       "booking": {
                     *         "bookingId": "string",
                     *         "start": "string",
                     *         "end": "string",
                     *         "status": "INCOMPLETE",
                     *         "callNeeded": true,
                     *         "callNeededAt": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        branchId: number;
                        branchName: string;
                        caseId: string;
                        caseReference: string;
                        createdAt: string;
                        productName: string;
                        /** @enum {string} */
                        status: "Completed" | "Open" | "Partial" | "Cancelled" | "Unknown";
                        /** @enum {string} */
                        type: "BOOK_PHOTOGRAPHER" | "UPLOAD_IMAGES" | "UPLOAD_VIDEOS" | "VIRTUAL_STAGING" | "VIRTUAL_STAGING_REMOVE_OBJECTS" | "VIRTUAL_STAGING_INDOOR_RENOVATION" | "VIRTUAL_STAGING_OUTDOOR_RENOVATION" | "VIRTUAL_STAGING_720" | "VIRTUAL_STAGING_COMMERCIAL" | "COMBINE_IMAGES" | "COPYWRITE_TEXTS" | "LOCATION" | "PERSON" | "PERSON_INFO" | "BASIC" | "BASIC_OPT" | "INTRO_OUTRO" | "INTRO_OUTRO_SPEAK" | "SPEAK_INPUT" | "TEXT" | "TEXT-STYLE" | "NO_STYLE_TEXT" | "COMTEXT" | "ARIAL" | "VIDIBILI_COMMENT" | "BEFORE_AFTER" | "SOCIAL_MEDIA" | "SOCIAL_MEDIA_SLIDESHOW" | "SOCIAL_MEDIA_GIF" | "IMAGE_SELECTOR" | "WHITEBOX_IMAGE_SELECTOR" | "AI_TEXT_INPUT" | "AI_TEXT_OVERVIEW";
                        address: string;
                        orderId: string;
                        orderlineId: string | null;
                        salesId: string;
                        contactPersonUserID: string | null;
                        booking?: {
                            bookingId: string;
                            start: string | null;
                            end: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            callNeeded: boolean;
                            callNeededAt: string | null;
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
    confirmBookingProposal: {
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
                 *       "proposalId": "string"
                 *     }
                 */
                "application/json": {
                    proposalId: string;
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
                     *       "bookingId": "string",
                     *       "orderId": "string",
                     *       "taskId": "string",
                     *       "type": "PRIMARY_CONFIRMED",
                     *       "start": "string",
                     *       "end": "string",
                     *       "photographerName": "string",
                     *       "notes": [
                     *         {
                     *           "at": "string",
                     *           "text": "string"
                     *         }
                     *       ],
                     *       "area": 0,
                     *       "keyPickupAddress": "string",
                     *       "status": "INCOMPLETE",
                     *       "address": "string",
                     *       "callNeeded": true,
                     *       "callNeededAt": "string"
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        orderId: string;
                        taskId: string | null;
                        /** @enum {string|null} */
                        type: "PRIMARY_CONFIRMED" | "SECONDARY_CONFIRMED" | "THIRD_PARTY" | "THIRD_PARTY_PRIMARY_CONFIRMED" | "THIRD_PARTY_SECONDARY_CONFIRMED" | "EXTERNAL_SOFTWARE" | null;
                        start: string | null;
                        end: string | null;
                        photographerName: string | null;
                        notes: {
                            at: string | null;
                            text: string;
                        }[];
                        area: number | null;
                        keyPickupAddress: string | null;
                        /** @enum {string} */
                        status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                        address: string;
                        callNeeded: boolean;
                        callNeededAt: string | null;
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
    sendThirdPartyBookingLink: {
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
                 *       "bookingId": "9a471128-954e-4e64-bde9-e8147015df89",
                 *       "channel": "SMS",
                 *       "contactPersonId": "22834537-8924-44e7-9ea8-8ffa30265086",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    bookingId: string;
                    /** @enum {string} */
                    channel: "SMS" | "EMAIL";
                    /** Format: uuid */
                    contactPersonId?: string;
                    /** @enum {string} */
                    locale?: "en" | "da" | "sv" | "no";
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
                     *       "bookingId": "string",
                     *       "channel": "SMS",
                     *       "sentTo": "string",
                     *       "sentAt": "string",
                     *       "expiresAt": "string"
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        /** @enum {string} */
                        channel: "SMS" | "EMAIL";
                        sentTo: string;
                        sentAt: string;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setBookingType: {
        parameters: {
            query: {
                bookingId: string;
            };
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
                 *       "changeToType": "PRIMARY_CONFIRMED",
                 *       "responsibleUser": "773d0645-1918-4af7-a861-d7b1b752f7b3",
                 *       "person": "string"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    changeToType: "PRIMARY_CONFIRMED" | "SECONDARY_CONFIRMED" | "THIRD_PARTY" | "THIRD_PARTY_PRIMARY_CONFIRMED" | "THIRD_PARTY_SECONDARY_CONFIRMED" | "EXTERNAL_SOFTWARE";
                    /** Format: uuid */
                    responsibleUser?: string;
                    person?: string;
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
                     *       "bookingId": "string",
                     *       "orderId": "string",
                     *       "taskId": "string",
                     *       "type": "PRIMARY_CONFIRMED",
                     *       "start": "string",
                     *       "end": "string",
                     *       "photographerName": "string",
                     *       "notes": [
                     *         {
                     *           "at": "string",
                     *           "text": "string"
                     *         }
                     *       ],
                     *       "area": 0,
                     *       "keyPickupAddress": "string",
                     *       "status": "INCOMPLETE",
                     *       "address": "string",
                     *       "callNeeded": true,
                     *       "callNeededAt": "string"
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        orderId: string;
                        taskId: string | null;
                        /** @enum {string|null} */
                        type: "PRIMARY_CONFIRMED" | "SECONDARY_CONFIRMED" | "THIRD_PARTY" | "THIRD_PARTY_PRIMARY_CONFIRMED" | "THIRD_PARTY_SECONDARY_CONFIRMED" | "EXTERNAL_SOFTWARE" | null;
                        start: string | null;
                        end: string | null;
                        photographerName: string | null;
                        notes: {
                            at: string | null;
                            text: string;
                        }[];
                        area: number | null;
                        keyPickupAddress: string | null;
                        /** @enum {string} */
                        status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                        address: string;
                        callNeeded: boolean;
                        callNeededAt: string | null;
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
    getPublicBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                     *       "state": "OPEN",
                     *       "locale": "en",
                     *       "address": "string",
                     *       "departmentName": "string",
                     *       "contactName": "string",
                     *       "timeZone": "string",
                     *       "booking": {
                     *         "bookingId": "string",
                     *         "orderId": "string",
                     *         "taskId": "string",
                     *         "type": "PRIMARY_CONFIRMED",
                     *         "start": "string",
                     *         "end": "string",
                     *         "photographerName": "string",
                     *         "notes": [
                     *           {
                     *             "at": "string",
                     *             "text": "string"
                     *           }
                     *         ],
                     *         "area": 0,
                     *         "keyPickupAddress": "string",
                     *         "status": "INCOMPLETE",
                     *         "address": "string",
                     *         "callNeeded": true,
                     *         "callNeededAt": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        state: "OPEN" | "BOOKED" | "CALL_INSTEAD";
                        /** @enum {string} */
                        locale: "en" | "da" | "sv" | "no";
                        address: string;
                        departmentName: string;
                        contactName: string;
                        timeZone: string;
                        booking: {
                            bookingId: string;
                            orderId: string;
                            taskId: string | null;
                            /** @enum {string|null} */
                            type: "PRIMARY_CONFIRMED" | "SECONDARY_CONFIRMED" | "THIRD_PARTY" | "THIRD_PARTY_PRIMARY_CONFIRMED" | "THIRD_PARTY_SECONDARY_CONFIRMED" | "EXTERNAL_SOFTWARE" | null;
                            start: string | null;
                            end: string | null;
                            photographerName: string | null;
                            notes: {
                                at: string | null;
                                text: string;
                            }[];
                            area: number | null;
                            keyPickupAddress: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            address: string;
                            callNeeded: boolean;
                            callNeededAt: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPublicBookingProposals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                     *       "suggested": {
                     *         "proposalId": "string",
                     *         "expectedStart": "string",
                     *         "departure": "string",
                     *         "durationMinutes": 0,
                     *         "timeframeStart": "string",
                     *         "timeframeEnd": "string",
                     *         "notes": [
                     *           {
                     *             "at": "string",
                     *             "text": "string"
                     *           }
                     *         ],
                     *         "area": 0,
                     *         "photographerName": "string"
                     *       },
                     *       "others": [
                     *         {
                     *           "proposalId": "string",
                     *           "expectedStart": "string",
                     *           "departure": "string",
                     *           "durationMinutes": 0,
                     *           "timeframeStart": "string",
                     *           "timeframeEnd": "string",
                     *           "notes": [
                     *             {
                     *               "at": "string",
                     *               "text": "string"
                     *             }
                     *           ],
                     *           "area": 0,
                     *           "photographerName": "string"
                     *         }
                     *       ],
                     *       "durationMinutes": 0
                     *     }
                     */
                    "application/json": {
                        suggested: {
                            proposalId: string;
                            expectedStart: string;
                            departure: string;
                            durationMinutes: number;
                            timeframeStart: string;
                            timeframeEnd: string;
                            notes: {
                                at: string | null;
                                text: string;
                            }[];
                            area: number | null;
                            photographerName: string;
                        } | null;
                        others: {
                            proposalId: string;
                            expectedStart: string;
                            departure: string;
                            durationMinutes: number;
                            timeframeStart: string;
                            timeframeEnd: string;
                            notes: {
                                at: string | null;
                                text: string;
                            }[];
                            area: number | null;
                            photographerName: string;
                        }[];
                        durationMinutes: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPublicBookingCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmPublicBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "proposalId": "string"
                 *     }
                 */
                "application/json": {
                    proposalId: string;
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
                     *       "state": "OPEN",
                     *       "locale": "en",
                     *       "address": "string",
                     *       "departmentName": "string",
                     *       "contactName": "string",
                     *       "timeZone": "string",
                     *       "booking": {
                     *         "bookingId": "string",
                     *         "orderId": "string",
                     *         "taskId": "string",
                     *         "type": "PRIMARY_CONFIRMED",
                     *         "start": "string",
                     *         "end": "string",
                     *         "photographerName": "string",
                     *         "notes": [
                     *           {
                     *             "at": "string",
                     *             "text": "string"
                     *           }
                     *         ],
                     *         "area": 0,
                     *         "keyPickupAddress": "string",
                     *         "status": "INCOMPLETE",
                     *         "address": "string",
                     *         "callNeeded": true,
                     *         "callNeededAt": "string"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        state: "OPEN" | "BOOKED" | "CALL_INSTEAD";
                        /** @enum {string} */
                        locale: "en" | "da" | "sv" | "no";
                        address: string;
                        departmentName: string;
                        contactName: string;
                        timeZone: string;
                        booking: {
                            bookingId: string;
                            orderId: string;
                            taskId: string | null;
                            /** @enum {string|null} */
                            type: "PRIMARY_CONFIRMED" | "SECONDARY_CONFIRMED" | "THIRD_PARTY" | "THIRD_PARTY_PRIMARY_CONFIRMED" | "THIRD_PARTY_SECONDARY_CONFIRMED" | "EXTERNAL_SOFTWARE" | null;
                            start: string | null;
                            end: string | null;
                            photographerName: string | null;
                            notes: {
                                at: string | null;
                                text: string;
                            }[];
                            area: number | null;
                            keyPickupAddress: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            address: string;
                            callNeeded: boolean;
                            callNeededAt: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProviderVisits: {
        parameters: {
            query: {
                from: string;
                to: string;
                photographerId?: string;
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
                     *       "photographers": [
                     *         {
                     *           "id": "string",
                     *           "name": "string",
                     *           "phone": "string",
                     *           "countryCode": "string",
                     *           "timeZone": "string",
                     *           "workingDays": [
                     *             0
                     *           ],
                     *           "workStartMinute": 0,
                     *           "workEndMinute": 0
                     *         }
                     *       ],
                     *       "visits": [
                     *         {
                     *           "bookingId": "string",
                     *           "orderId": "string",
                     *           "salesId": "string",
                     *           "status": "INCOMPLETE",
                     *           "start": "string",
                     *           "end": "string",
                     *           "durationMinutes": 0,
                     *           "photographerId": "string",
                     *           "photographerName": "string",
                     *           "address": "string",
                     *           "departmentName": "string",
                     *           "countryCode": "string",
                     *           "contactName": "string",
                     *           "contactPhone": "string",
                     *           "keyPickupAddress": "string",
                     *           "notes": "string",
                     *           "cadastralNumber": "string",
                     *           "roofColor": "black",
                     *           "offeringType": "OWNERSHIP",
                     *           "callNeededAt": "string"
                     *         }
                     *       ],
                     *       "ownPhotographerId": "string"
                     *     }
                     */
                    "application/json": {
                        photographers: {
                            id: string;
                            name: string;
                            phone: string;
                            countryCode: string;
                            timeZone: string;
                            workingDays: number[];
                            workStartMinute: number;
                            workEndMinute: number;
                        }[];
                        visits: {
                            bookingId: string;
                            orderId: string;
                            salesId: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            start: string | null;
                            end: string | null;
                            durationMinutes: number | null;
                            photographerId: string | null;
                            photographerName: string | null;
                            address: string;
                            departmentName: string;
                            countryCode: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            keyPickupAddress: string | null;
                            notes: string | null;
                            cadastralNumber: string | null;
                            /** @enum {string|null} */
                            roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                            /** @enum {string|null} */
                            offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                            callNeededAt: string | null;
                        }[];
                        ownPhotographerId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listVisitsToBook: {
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
                     *       "phone": [
                     *         {
                     *           "bookingId": "string",
                     *           "orderId": "string",
                     *           "salesId": "string",
                     *           "status": "INCOMPLETE",
                     *           "start": "string",
                     *           "end": "string",
                     *           "durationMinutes": 0,
                     *           "photographerId": "string",
                     *           "photographerName": "string",
                     *           "address": "string",
                     *           "departmentName": "string",
                     *           "countryCode": "string",
                     *           "contactName": "string",
                     *           "contactPhone": "string",
                     *           "keyPickupAddress": "string",
                     *           "notes": "string",
                     *           "cadastralNumber": "string",
                     *           "roofColor": "black",
                     *           "offeringType": "OWNERSHIP",
                     *           "callNeededAt": "string"
                     *         }
                     *       ],
                     *       "calls": [
                     *         {
                     *           "bookingId": "string",
                     *           "orderId": "string",
                     *           "salesId": "string",
                     *           "status": "INCOMPLETE",
                     *           "start": "string",
                     *           "end": "string",
                     *           "durationMinutes": 0,
                     *           "photographerId": "string",
                     *           "photographerName": "string",
                     *           "address": "string",
                     *           "departmentName": "string",
                     *           "countryCode": "string",
                     *           "contactName": "string",
                     *           "contactPhone": "string",
                     *           "keyPickupAddress": "string",
                     *           "notes": "string",
                     *           "cadastralNumber": "string",
                     *           "roofColor": "black",
                     *           "offeringType": "OWNERSHIP",
                     *           "callNeededAt": "string"
                     *         }
                     *       ],
                     *       "photographers": [
                     *         {
                     *           "id": "string",
                     *           "name": "string",
                     *           "phone": "string",
                     *           "countryCode": "string",
                     *           "timeZone": "string",
                     *           "workingDays": [
                     *             0
                     *           ],
                     *           "workStartMinute": 0,
                     *           "workEndMinute": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        phone: {
                            bookingId: string;
                            orderId: string;
                            salesId: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            start: string | null;
                            end: string | null;
                            durationMinutes: number | null;
                            photographerId: string | null;
                            photographerName: string | null;
                            address: string;
                            departmentName: string;
                            countryCode: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            keyPickupAddress: string | null;
                            notes: string | null;
                            cadastralNumber: string | null;
                            /** @enum {string|null} */
                            roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                            /** @enum {string|null} */
                            offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                            callNeededAt: string | null;
                        }[];
                        calls: {
                            bookingId: string;
                            orderId: string;
                            salesId: string | null;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                            start: string | null;
                            end: string | null;
                            durationMinutes: number | null;
                            photographerId: string | null;
                            photographerName: string | null;
                            address: string;
                            departmentName: string;
                            countryCode: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            keyPickupAddress: string | null;
                            notes: string | null;
                            cadastralNumber: string | null;
                            /** @enum {string|null} */
                            roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                            /** @enum {string|null} */
                            offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                            callNeededAt: string | null;
                        }[];
                        photographers: {
                            id: string;
                            name: string;
                            phone: string;
                            countryCode: string;
                            timeZone: string;
                            workingDays: number[];
                            workStartMinute: number;
                            workEndMinute: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bookVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photographerId": "785adda7-eb75-4605-a693-723fa2be79d9",
                 *       "start": "2019-08-24T14:15:22Z"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    photographerId: string;
                    /** Format: date-time */
                    start: string;
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
                     *       "bookingId": "string",
                     *       "orderId": "string",
                     *       "salesId": "string",
                     *       "status": "INCOMPLETE",
                     *       "start": "string",
                     *       "end": "string",
                     *       "durationMinutes": 0,
                     *       "photographerId": "string",
                     *       "photographerName": "string",
                     *       "address": "string",
                     *       "departmentName": "string",
                     *       "countryCode": "string",
                     *       "contactName": "string",
                     *       "contactPhone": "string",
                     *       "keyPickupAddress": "string",
                     *       "notes": "string",
                     *       "cadastralNumber": "string",
                     *       "roofColor": "black",
                     *       "offeringType": "OWNERSHIP",
                     *       "callNeededAt": "string"
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        orderId: string;
                        salesId: string | null;
                        /** @enum {string} */
                        status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                        start: string | null;
                        end: string | null;
                        durationMinutes: number | null;
                        photographerId: string | null;
                        photographerName: string | null;
                        address: string;
                        departmentName: string;
                        countryCode: string;
                        contactName: string | null;
                        contactPhone: string | null;
                        keyPickupAddress: string | null;
                        notes: string | null;
                        cadastralNumber: string | null;
                        /** @enum {string|null} */
                        roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                        /** @enum {string|null} */
                        offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                        callNeededAt: string | null;
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
    moveVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photographerId": "785adda7-eb75-4605-a693-723fa2be79d9",
                 *       "start": "2019-08-24T14:15:22Z"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    photographerId: string;
                    /** Format: date-time */
                    start: string;
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
                     *       "bookingId": "string",
                     *       "orderId": "string",
                     *       "salesId": "string",
                     *       "status": "INCOMPLETE",
                     *       "start": "string",
                     *       "end": "string",
                     *       "durationMinutes": 0,
                     *       "photographerId": "string",
                     *       "photographerName": "string",
                     *       "address": "string",
                     *       "departmentName": "string",
                     *       "countryCode": "string",
                     *       "contactName": "string",
                     *       "contactPhone": "string",
                     *       "keyPickupAddress": "string",
                     *       "notes": "string",
                     *       "cadastralNumber": "string",
                     *       "roofColor": "black",
                     *       "offeringType": "OWNERSHIP",
                     *       "callNeededAt": "string"
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        orderId: string;
                        salesId: string | null;
                        /** @enum {string} */
                        status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                        start: string | null;
                        end: string | null;
                        durationMinutes: number | null;
                        photographerId: string | null;
                        photographerName: string | null;
                        address: string;
                        departmentName: string;
                        countryCode: string;
                        contactName: string | null;
                        contactPhone: string | null;
                        keyPickupAddress: string | null;
                        notes: string | null;
                        cadastralNumber: string | null;
                        /** @enum {string|null} */
                        roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                        /** @enum {string|null} */
                        offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                        callNeededAt: string | null;
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
    getVisitJobSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: string;
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
                     *       "bookingId": "string",
                     *       "orderId": "string",
                     *       "salesId": "string",
                     *       "address": "string",
                     *       "lines": [
                     *         {
                     *           "orderlineId": "string",
                     *           "productName": "string",
                     *           "orderedQuantity": 0,
                     *           "unit": "string",
                     *           "deliveredMaterialTypes": [
                     *             "Picture"
                     *           ],
                     *           "tags": [
                     *             "SOME_FEED"
                     *           ],
                     *           "atVisit": true,
                     *           "aerial": true
                     *         }
                     *       ],
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
                     *       ]
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        orderId: string;
                        salesId: string;
                        address: string;
                        lines: {
                            orderlineId: string;
                            productName: string;
                            orderedQuantity: number;
                            unit: string;
                            deliveredMaterialTypes: ("Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown")[];
                            tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
                            atVisit: boolean;
                            aerial: boolean;
                        }[];
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
    setVisitStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "INCOMPLETE"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED";
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
                     *       "bookingId": "string",
                     *       "orderId": "string",
                     *       "salesId": "string",
                     *       "status": "INCOMPLETE",
                     *       "start": "string",
                     *       "end": "string",
                     *       "durationMinutes": 0,
                     *       "photographerId": "string",
                     *       "photographerName": "string",
                     *       "address": "string",
                     *       "departmentName": "string",
                     *       "countryCode": "string",
                     *       "contactName": "string",
                     *       "contactPhone": "string",
                     *       "keyPickupAddress": "string",
                     *       "notes": "string",
                     *       "cadastralNumber": "string",
                     *       "roofColor": "black",
                     *       "offeringType": "OWNERSHIP",
                     *       "callNeededAt": "string"
                     *     }
                     */
                    "application/json": {
                        bookingId: string;
                        orderId: string;
                        salesId: string | null;
                        /** @enum {string} */
                        status: "INCOMPLETE" | "RECORDED" | "CONFIRMED" | "FIXED" | "ON_ROUTE" | "ARRIVED" | "COMPLETE" | "CANCELLED" | "UNKNOWN";
                        start: string | null;
                        end: string | null;
                        durationMinutes: number | null;
                        photographerId: string | null;
                        photographerName: string | null;
                        address: string;
                        departmentName: string;
                        countryCode: string;
                        contactName: string | null;
                        contactPhone: string | null;
                        keyPickupAddress: string | null;
                        notes: string | null;
                        cadastralNumber: string | null;
                        /** @enum {string|null} */
                        roofColor: "black" | "darkGrey" | "lightGrey" | "beige" | "white" | "red" | null;
                        /** @enum {string|null} */
                        offeringType: "OWNERSHIP" | "RENT" | "BOTH" | null;
                        callNeededAt: string | null;
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
    listDepartmentContacts: {
        parameters: {
            query?: {
                branchId?: number;
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
                     *         "branchId": 0,
                     *         "branchName": "string",
                     *         "name": "string",
                     *         "email": "string",
                     *         "phone": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        branchId: number;
                        branchName: string;
                        name: string;
                        email: string;
                        phone: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProviderWork: {
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
                     *       "ordersToBook": {
                     *         "count": 0,
                     *         "more": true
                     *       },
                     *       "visitsToday": {
                     *         "count": 0,
                     *         "more": true
                     *       },
                     *       "deliveriesDue": {
                     *         "count": 0,
                     *         "more": true
                     *       },
                     *       "feedbackWaiting": {
                     *         "count": 0,
                     *         "more": true
                     *       },
                     *       "openOrders": {
                     *         "count": 0,
                     *         "more": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        ordersToBook: {
                            count: number;
                            more: boolean;
                        } | null;
                        visitsToday: {
                            count: number;
                            more: boolean;
                        } | null;
                        deliveriesDue: {
                            count: number;
                            more: boolean;
                        } | null;
                        feedbackWaiting: {
                            count: number;
                            more: boolean;
                        } | null;
                        openOrders: {
                            count: number;
                            more: boolean;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                status?: string;
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
                     *           "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "name": "string",
                     *           "startsOn": "string",
                     *           "endsOn": "string",
                     *           "status": "PLANNED",
                     *           "budget": 0,
                     *           "spent": 0,
                     *           "currency": "string",
                     *           "hardLimit": true,
                     *           "canEdit": true
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
                            id: string;
                            branchId: number;
                            branchName: string;
                            name: string;
                            startsOn: string;
                            endsOn: string;
                            /** @enum {string} */
                            status: "PLANNED" | "ACTIVE" | "ENDED";
                            budget: number;
                            spent: number;
                            currency: string;
                            hardLimit: boolean;
                            canEdit: boolean;
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
    createCampaign: {
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
                 *       "name": "string",
                 *       "startsOn": "2019-08-24",
                 *       "endsOn": "2019-08-24",
                 *       "budget": 0,
                 *       "hardLimit": true,
                 *       "branchId": 0
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: date */
                    startsOn: string;
                    /** Format: date */
                    endsOn: string;
                    budget: number;
                    hardLimit: boolean;
                    branchId: number;
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
                     *       "branchName": "string",
                     *       "name": "string",
                     *       "startsOn": "string",
                     *       "endsOn": "string",
                     *       "status": "PLANNED",
                     *       "budget": 0,
                     *       "spent": 0,
                     *       "currency": "string",
                     *       "hardLimit": true,
                     *       "canEdit": true,
                     *       "orders": [
                     *         {
                     *           "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "salesId": "string",
                     *           "address": "string",
                     *           "createdDate": "2019-08-24T14:15:22Z",
                     *           "totalPrice": 0,
                     *           "status": "Open"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        branchId: number;
                        branchName: string;
                        name: string;
                        startsOn: string;
                        endsOn: string;
                        /** @enum {string} */
                        status: "PLANNED" | "ACTIVE" | "ENDED";
                        budget: number;
                        spent: number;
                        currency: string;
                        hardLimit: boolean;
                        canEdit: boolean;
                        orders: {
                            /** Format: uuid */
                            orderId: string;
                            /** Format: uuid */
                            caseId: string;
                            salesId: string;
                            address: string;
                            /** Format: date-time */
                            createdDate: string;
                            /** @description Null when the caller does not want to see prices, or on an order without prices. */
                            totalPrice: number | null;
                            /** @enum {string} */
                            status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    getCampaign: {
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
                     *       "branchName": "string",
                     *       "name": "string",
                     *       "startsOn": "string",
                     *       "endsOn": "string",
                     *       "status": "PLANNED",
                     *       "budget": 0,
                     *       "spent": 0,
                     *       "currency": "string",
                     *       "hardLimit": true,
                     *       "canEdit": true,
                     *       "orders": [
                     *         {
                     *           "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "salesId": "string",
                     *           "address": "string",
                     *           "createdDate": "2019-08-24T14:15:22Z",
                     *           "totalPrice": 0,
                     *           "status": "Open"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        branchId: number;
                        branchName: string;
                        name: string;
                        startsOn: string;
                        endsOn: string;
                        /** @enum {string} */
                        status: "PLANNED" | "ACTIVE" | "ENDED";
                        budget: number;
                        spent: number;
                        currency: string;
                        hardLimit: boolean;
                        canEdit: boolean;
                        orders: {
                            /** Format: uuid */
                            orderId: string;
                            /** Format: uuid */
                            caseId: string;
                            salesId: string;
                            address: string;
                            /** Format: date-time */
                            createdDate: string;
                            /** @description Null when the caller does not want to see prices, or on an order without prices. */
                            totalPrice: number | null;
                            /** @enum {string} */
                            status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    updateCampaign: {
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
                 *       "name": "string",
                 *       "startsOn": "2019-08-24",
                 *       "endsOn": "2019-08-24",
                 *       "budget": 0,
                 *       "hardLimit": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: date */
                    startsOn: string;
                    /** Format: date */
                    endsOn: string;
                    budget: number;
                    hardLimit: boolean;
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
                     *       "branchName": "string",
                     *       "name": "string",
                     *       "startsOn": "string",
                     *       "endsOn": "string",
                     *       "status": "PLANNED",
                     *       "budget": 0,
                     *       "spent": 0,
                     *       "currency": "string",
                     *       "hardLimit": true,
                     *       "canEdit": true,
                     *       "orders": [
                     *         {
                     *           "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "salesId": "string",
                     *           "address": "string",
                     *           "createdDate": "2019-08-24T14:15:22Z",
                     *           "totalPrice": 0,
                     *           "status": "Open"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        branchId: number;
                        branchName: string;
                        name: string;
                        startsOn: string;
                        endsOn: string;
                        /** @enum {string} */
                        status: "PLANNED" | "ACTIVE" | "ENDED";
                        budget: number;
                        spent: number;
                        currency: string;
                        hardLimit: boolean;
                        canEdit: boolean;
                        orders: {
                            /** Format: uuid */
                            orderId: string;
                            /** Format: uuid */
                            caseId: string;
                            salesId: string;
                            address: string;
                            /** Format: date-time */
                            createdDate: string;
                            /** @description Null when the caller does not want to see prices, or on an order without prices. */
                            totalPrice: number | null;
                            /** @enum {string} */
                            status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
    deleteCampaign: {
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
                            orderStatus: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
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
                     *           "isSelected": true
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
                            tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
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
    sortCaseMaterial: {
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
                 *       "materialIds": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    materialIds: string[];
                };
            };
        };
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
    deleteCaseMaterial: {
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
                 *       "materialIds": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    materialIds: string[];
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
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "name": "string",
                     *         "type": "Picture",
                     *         "tags": [
                     *           "SOME_FEED"
                     *         ],
                     *         "active": true,
                     *         "sortOrder": 0,
                     *         "largestSource": {
                     *           "url": "string",
                     *           "width": 0,
                     *           "height": 0,
                     *           "size": 0,
                     *           "contentType": "string"
                     *         },
                     *         "url": "string",
                     *         "embedUrl": "string",
                     *         "previewUrl": "string",
                     *         "thumbnailUrl": "string",
                     *         "orderlineId": "string",
                     *         "batchId": "string",
                     *         "updatedDate": "string",
                     *         "beforeMaterialId": "string",
                     *         "vendorOrderLineId": "string",
                     *         "cloudScannerLinks": [
                     *           {
                     *             "type": "CloudScannerSelfEditor",
                     *             "url": "string"
                     *           }
                     *         ],
                     *         "isSelected": true
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown";
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
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
    restoreCaseMaterial: {
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
                 *       "materialIds": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    materialIds: string[];
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
                     * @example [
                     *       {
                     *         "id": "string",
                     *         "name": "string",
                     *         "type": "Picture",
                     *         "tags": [
                     *           "SOME_FEED"
                     *         ],
                     *         "active": true,
                     *         "sortOrder": 0,
                     *         "largestSource": {
                     *           "url": "string",
                     *           "width": 0,
                     *           "height": 0,
                     *           "size": 0,
                     *           "contentType": "string"
                     *         },
                     *         "url": "string",
                     *         "embedUrl": "string",
                     *         "previewUrl": "string",
                     *         "thumbnailUrl": "string",
                     *         "orderlineId": "string",
                     *         "batchId": "string",
                     *         "updatedDate": "string",
                     *         "beforeMaterialId": "string",
                     *         "vendorOrderLineId": "string",
                     *         "cloudScannerLinks": [
                     *           {
                     *             "type": "CloudScannerSelfEditor",
                     *             "url": "string"
                     *           }
                     *         ],
                     *         "isSelected": true
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "Picture" | "Matterport" | "Floorplan" | "AnimatedPicture" | "InteractivePresentation" | "PoiPresentation" | "PanoramasHtml5" | "PanoramasFlash" | "PanoramasJpeg" | "Video" | "SlideShow" | "Link" | "CopywriteTexts" | "BeforeAfterPictures" | "BeforeAfterPanoramas" | "Unknown";
                        tags: ("SOME_FEED" | "SOME_STORY" | "VIDEO" | "PANORAMA_720" | "BEFORE_AFTER_SLIDER" | "MATTERPORT" | "VIRTUAL_TOUR")[];
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
    deleteMaterialBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                batchId: string;
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
    deleteMaterialBatches: {
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
    deleteMaterialsForGood: {
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
                 *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                 *       "materialIds": [],
                 *       "assetIds": []
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    caseId: string;
                    /** @default [] */
                    materialIds?: string[];
                    /** @default [] */
                    assetIds?: string[];
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
                     *       "removedMaterials": 0,
                     *       "removedDocuments": 0,
                     *       "removedLinks": 0
                     *     }
                     */
                    "application/json": {
                        removedMaterials: number;
                        removedDocuments: number;
                        removedLinks: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    copyCaseMaterial: {
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
                 *       "targetCaseId": "6f4e4ab6-5db0-45d0-9137-17412de17778",
                 *       "materialIds": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    targetCaseId: string;
                    materialIds?: string[];
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
                     *       "targetCaseId": "string",
                     *       "batchId": "string",
                     *       "copied": 0,
                     *       "leftOut": [
                     *         {
                     *           "reason": "copywriteTexts",
                     *           "count": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        targetCaseId: string;
                        batchId: string;
                        copied: number;
                        leftOut: {
                            /** @enum {string} */
                            reason: "copywriteTexts" | "links" | "notFound";
                            count: number;
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
    archiveCaseMaterial: {
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
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "string",
                     *       "materialsState": "ACTIVE",
                     *       "materialsStateChangedAt": "string"
                     *     }
                     */
                    "application/json": {
                        caseId: string;
                        /** @enum {string} */
                        materialsState: "ACTIVE" | "ARCHIVING" | "RESTORING" | "ARCHIVED";
                        materialsStateChangedAt: string | null;
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
    restoreArchivedMaterial: {
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
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "caseId": "string",
                     *       "materialsState": "ACTIVE",
                     *       "materialsStateChangedAt": "string"
                     *     }
                     */
                    "application/json": {
                        caseId: string;
                        /** @enum {string} */
                        materialsState: "ACTIVE" | "ARCHIVING" | "RESTORING" | "ARCHIVED";
                        materialsStateChangedAt: string | null;
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
    requestMaterialZip: {
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
                 *       "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                 *       "materialIds": [
                 *         "497f6eca-6276-4993-bfeb-53cbbbba6f08"
                 *       ],
                 *       "email": "user@example.com"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    caseId: string;
                    materialIds: string[];
                    /** Format: email */
                    email?: string;
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
                     *       "downloadId": "string"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        downloadId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMaterialZips: {
        parameters: {
            query: {
                caseId: string;
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
                     *         "caseId": "string",
                     *         "email": "string",
                     *         "status": "PENDING",
                     *         "fileName": "string",
                     *         "materialCount": 0,
                     *         "size": 0,
                     *         "createdAt": "string",
                     *         "finishedAt": "string",
                     *         "expiresAt": "string"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        caseId: string;
                        email: string;
                        /** @enum {string} */
                        status: "PENDING" | "PACKING" | "READY" | "FAILED";
                        fileName: string;
                        materialCount: number;
                        size: number | null;
                        createdAt: string;
                        finishedAt: string | null;
                        expiresAt: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retryMaterialZip: {
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
                     *       "caseId": "string",
                     *       "email": "string",
                     *       "status": "PENDING",
                     *       "fileName": "string",
                     *       "materialCount": 0,
                     *       "size": 0,
                     *       "createdAt": "string",
                     *       "finishedAt": "string",
                     *       "expiresAt": "string"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        caseId: string;
                        email: string;
                        /** @enum {string} */
                        status: "PENDING" | "PACKING" | "READY" | "FAILED";
                        fileName: string;
                        materialCount: number;
                        size: number | null;
                        createdAt: string;
                        finishedAt: string | null;
                        expiresAt: string | null;
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
    downloadMaterialZip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                     *           "embedUrl": "string"
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
    listPresentationShares: {
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
                     *         "createdAt": "2019-08-24T14:15:22Z",
                     *         "createdByName": "string",
                     *         "expiresAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        createdAt: string;
                        createdByName: string | null;
                        /** Format: date-time */
                        expiresAt: string;
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
    shareCasePresentation: {
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
                 *       "expiresInDays": 1
                 *     }
                 */
                "application/json": {
                    /**
                     * @default 90
                     * @enum {number}
                     */
                    expiresInDays?: 1 | 7 | 30 | 90;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "createdAt": "2019-08-24T14:15:22Z",
                     *       "createdByName": "string",
                     *       "expiresAt": "2019-08-24T14:15:22Z",
                     *       "url": "string"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        createdAt: string;
                        createdByName: string | null;
                        /** Format: date-time */
                        expiresAt: string;
                        url: string;
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
    revokePresentationShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                shareId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPublicPresentation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                     *           "embedUrl": "string"
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
                        }[];
                        /** Format: date-time */
                        urlsExpireAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWhitelabel: {
        parameters: {
            query?: {
                branchId?: number;
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
                     *       "logoUrl": "string",
                     *       "primaryColor": "string",
                     *       "contrastColor": "string",
                     *       "backgroundColor": "string",
                     *       "faviconUrl": "string",
                     *       "branchId": 0,
                     *       "branchName": "string"
                     *     }
                     */
                    "application/json": {
                        logoUrl: string | null;
                        primaryColor: string | null;
                        contrastColor: string | null;
                        backgroundColor: string | null;
                        faviconUrl: string | null;
                        branchId: number | null;
                        branchName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNews: {
        parameters: {
            query?: {
                numberOfNews?: number;
            };
            header?: never;
            path: {
                lang: string;
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
                     *         "language": "en",
                     *         "title": "string",
                     *         "teaser": "string",
                     *         "content": "string",
                     *         "publishedAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "da" | "sv" | "no";
                        title: string;
                        teaser: string;
                        content: string;
                        /** Format: date-time */
                        publishedAt: string | null;
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
    getNewsItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lang: string;
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
                     *       "language": "en",
                     *       "title": "string",
                     *       "teaser": "string",
                     *       "content": "string",
                     *       "publishedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "da" | "sv" | "no";
                        title: string;
                        teaser: string;
                        content: string;
                        /** Format: date-time */
                        publishedAt: string | null;
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
    listNewsForEditing: {
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
                     *         "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *         "translations": {
                     *           "en": {
                     *             "title": "string",
                     *             "teaser": "string",
                     *             "content": "string"
                     *           },
                     *           "da": {
                     *             "title": "string",
                     *             "teaser": "string",
                     *             "content": "string"
                     *           },
                     *           "sv": {
                     *             "title": "string",
                     *             "teaser": "string",
                     *             "content": "string"
                     *           },
                     *           "no": {
                     *             "title": "string",
                     *             "teaser": "string",
                     *             "content": "string"
                     *           }
                     *         },
                     *         "publishedAt": "2019-08-24T14:15:22Z",
                     *         "updatedAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createNewsItem: {
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
                 *       "translations": {
                 *         "en": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         },
                 *         "da": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         },
                 *         "sv": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         },
                 *         "no": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    translations: {
                        en: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
                        da?: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
                        sv?: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
                        no?: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
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
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "translations": {
                     *         "en": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "da": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "sv": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "no": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         }
                     *       },
                     *       "publishedAt": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateNewsItem: {
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
                 *       "translations": {
                 *         "en": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         },
                 *         "da": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         },
                 *         "sv": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         },
                 *         "no": {
                 *           "title": "string",
                 *           "teaser": "string",
                 *           "content": "string"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    translations: {
                        en: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
                        da?: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
                        sv?: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
                        no?: {
                            title: string;
                            teaser: string;
                            content: string;
                        };
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
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "translations": {
                     *         "en": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "da": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "sv": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "no": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         }
                     *       },
                     *       "publishedAt": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
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
    publishNewsItem: {
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
                 *       "published": true
                 *     }
                 */
                "application/json": {
                    published: boolean;
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
                     *       "translations": {
                     *         "en": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "da": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "sv": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         },
                     *         "no": {
                     *           "title": "string",
                     *           "teaser": "string",
                     *           "content": "string"
                     *         }
                     *       },
                     *       "publishedAt": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                teaser: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
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
    searchHelpArticles: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path: {
                lang: string;
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
                     *         "language": "en",
                     *         "title": "string",
                     *         "description": "string",
                     *         "content": "string",
                     *         "publishedAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "da" | "sv" | "no";
                        title: string;
                        description: string;
                        content: string;
                        /** Format: date-time */
                        publishedAt: string | null;
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
    getHelpArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lang: string;
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
                     *       "language": "en",
                     *       "title": "string",
                     *       "description": "string",
                     *       "content": "string",
                     *       "publishedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "da" | "sv" | "no";
                        title: string;
                        description: string;
                        content: string;
                        /** Format: date-time */
                        publishedAt: string | null;
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
    listHelpArticlesForEditing: {
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
                     *         "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *         "translations": {
                     *           "en": {
                     *             "title": "string",
                     *             "description": "string",
                     *             "content": "string"
                     *           },
                     *           "da": {
                     *             "title": "string",
                     *             "description": "string",
                     *             "content": "string"
                     *           },
                     *           "sv": {
                     *             "title": "string",
                     *             "description": "string",
                     *             "content": "string"
                     *           },
                     *           "no": {
                     *             "title": "string",
                     *             "description": "string",
                     *             "content": "string"
                     *           }
                     *         },
                     *         "publishedAt": "2019-08-24T14:15:22Z",
                     *         "updatedAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createHelpArticle: {
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
                 *       "translations": {
                 *         "en": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         },
                 *         "da": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         },
                 *         "sv": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         },
                 *         "no": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    translations: {
                        en: {
                            title: string;
                            description: string;
                            content: string;
                        };
                        da?: {
                            title: string;
                            description: string;
                            content: string;
                        };
                        sv?: {
                            title: string;
                            description: string;
                            content: string;
                        };
                        no?: {
                            title: string;
                            description: string;
                            content: string;
                        };
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
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "translations": {
                     *         "en": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "da": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "sv": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "no": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         }
                     *       },
                     *       "publishedAt": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateHelpArticle: {
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
                 *       "translations": {
                 *         "en": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         },
                 *         "da": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         },
                 *         "sv": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         },
                 *         "no": {
                 *           "title": "string",
                 *           "description": "string",
                 *           "content": "string"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    translations: {
                        en: {
                            title: string;
                            description: string;
                            content: string;
                        };
                        da?: {
                            title: string;
                            description: string;
                            content: string;
                        };
                        sv?: {
                            title: string;
                            description: string;
                            content: string;
                        };
                        no?: {
                            title: string;
                            description: string;
                            content: string;
                        };
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
                     *       "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *       "translations": {
                     *         "en": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "da": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "sv": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "no": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         }
                     *       },
                     *       "publishedAt": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
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
    publishHelpArticle: {
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
                 *       "published": true
                 *     }
                 */
                "application/json": {
                    published: boolean;
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
                     *       "translations": {
                     *         "en": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "da": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "sv": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         },
                     *         "no": {
                     *           "title": "string",
                     *           "description": "string",
                     *           "content": "string"
                     *         }
                     *       },
                     *       "publishedAt": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            da?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            sv?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                            no?: {
                                title: string;
                                description: string;
                                content: string;
                            };
                        };
                        /** Format: date-time */
                        publishedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
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
    getSupportContact: {
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
                     * @example {
                     *       "branchId": 0,
                     *       "branchName": "string",
                     *       "countryCode": "DK",
                     *       "timeZone": "string",
                     *       "contactPerson": {
                     *         "name": "string",
                     *         "email": "string",
                     *         "phone": "string"
                     *       },
                     *       "supportPhone": "string",
                     *       "supportEmail": "string",
                     *       "daysOff": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        branchId: number;
                        branchName: string;
                        /** @enum {string} */
                        countryCode: "DK" | "SE" | "NO";
                        timeZone: string;
                        contactPerson: {
                            name: string;
                            email: string;
                            phone: string | null;
                        } | null;
                        supportPhone: string;
                        supportEmail: string;
                        daysOff: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    writeToSupport: {
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
                 *       "branchId": 1,
                 *       "subject": "string",
                 *       "message": "string",
                 *       "fromPage": "/cases"
                 *     }
                 */
                "application/json": {
                    branchId: number;
                    subject: string;
                    message: string;
                    /** @example /cases */
                    fromPage?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
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
                     *       "unreadCount": 0,
                     *       "data": [
                     *         {
                     *           "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *           "kind": "order_confirmed",
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *           "params": {
                     *             "address": "string",
                     *             "salesId": "string",
                     *             "who": "string"
                     *           },
                     *           "link": "string",
                     *           "createdAt": "2019-08-24T14:15:22Z",
                     *           "readAt": "2019-08-24T14:15:22Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        currentSkip: number;
                        take: number;
                        total: number;
                        unreadCount: number;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "order_confirmed" | "booking_made" | "material_delivered" | "order_cancelled" | "text_delivered" | "feedback_answered" | "rating_answered" | "zip_ready" | "invitation_accepted";
                            /** Format: uuid */
                            caseId: string | null;
                            /** Format: uuid */
                            orderId: string | null;
                            params: {
                                address?: string;
                                salesId?: string;
                                who?: string;
                            };
                            link: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            readAt: string | null;
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
    countUnreadNotifications: {
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
                     *       "unreadCount": 0
                     *     }
                     */
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markNotificationRead: {
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
                     *       "unreadCount": 0
                     *     }
                     */
                    "application/json": {
                        unreadCount: number;
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
    markAllNotificationsRead: {
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
                     *       "unreadCount": 0
                     *     }
                     */
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentSystemNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lang: string;
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
                     *         "language": "en",
                     *         "text": "string",
                     *         "level": "info",
                     *         "shownFrom": "2019-08-24T14:15:22Z",
                     *         "shownUntil": "2019-08-24T14:15:22Z",
                     *         "current": true
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "da" | "sv" | "no";
                        text: string;
                        /** @enum {string} */
                        level: "info" | "warning" | "error";
                        /** Format: date-time */
                        shownFrom: string;
                        /** Format: date-time */
                        shownUntil: string | null;
                        current: boolean;
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
    listSystemNotices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lang: string;
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
                     *         "language": "en",
                     *         "text": "string",
                     *         "level": "info",
                     *         "shownFrom": "2019-08-24T14:15:22Z",
                     *         "shownUntil": "2019-08-24T14:15:22Z",
                     *         "current": true
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "da" | "sv" | "no";
                        text: string;
                        /** @enum {string} */
                        level: "info" | "warning" | "error";
                        /** Format: date-time */
                        shownFrom: string;
                        /** Format: date-time */
                        shownUntil: string | null;
                        current: boolean;
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
    dismissSystemNotice: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSystemNoticesForEditing: {
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
                     *         "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *         "translations": {
                     *           "en": {
                     *             "text": "string"
                     *           },
                     *           "da": {
                     *             "text": "string"
                     *           },
                     *           "sv": {
                     *             "text": "string"
                     *           },
                     *           "no": {
                     *             "text": "string"
                     *           }
                     *         },
                     *         "level": "info",
                     *         "shownFrom": "2019-08-24T14:15:22Z",
                     *         "shownUntil": "2019-08-24T14:15:22Z",
                     *         "updatedAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                text: string;
                            };
                            da?: {
                                text: string;
                            };
                            sv?: {
                                text: string;
                            };
                            no?: {
                                text: string;
                            };
                        };
                        /** @enum {string} */
                        level: "info" | "warning" | "error";
                        /** Format: date-time */
                        shownFrom: string;
                        /** Format: date-time */
                        shownUntil: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createSystemNotice: {
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
                 *       "translations": {
                 *         "en": {
                 *           "text": "string"
                 *         },
                 *         "da": {
                 *           "text": "string"
                 *         },
                 *         "sv": {
                 *           "text": "string"
                 *         },
                 *         "no": {
                 *           "text": "string"
                 *         }
                 *       },
                 *       "level": "info",
                 *       "shownFrom": "2019-08-24T14:15:22Z",
                 *       "shownUntil": "2019-08-24T14:15:22Z"
                 *     }
                 */
                "application/json": {
                    translations: {
                        en: {
                            text: string;
                        };
                        da?: {
                            text: string;
                        };
                        sv?: {
                            text: string;
                        };
                        no?: {
                            text: string;
                        };
                    };
                    /** @enum {string} */
                    level: "info" | "warning" | "error";
                    /** Format: date-time */
                    shownFrom: string;
                    /** Format: date-time */
                    shownUntil: string | null;
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
                     *       "translations": {
                     *         "en": {
                     *           "text": "string"
                     *         },
                     *         "da": {
                     *           "text": "string"
                     *         },
                     *         "sv": {
                     *           "text": "string"
                     *         },
                     *         "no": {
                     *           "text": "string"
                     *         }
                     *       },
                     *       "level": "info",
                     *       "shownFrom": "2019-08-24T14:15:22Z",
                     *       "shownUntil": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                text: string;
                            };
                            da?: {
                                text: string;
                            };
                            sv?: {
                                text: string;
                            };
                            no?: {
                                text: string;
                            };
                        };
                        /** @enum {string} */
                        level: "info" | "warning" | "error";
                        /** Format: date-time */
                        shownFrom: string;
                        /** Format: date-time */
                        shownUntil: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateSystemNotice: {
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
                 *       "translations": {
                 *         "en": {
                 *           "text": "string"
                 *         },
                 *         "da": {
                 *           "text": "string"
                 *         },
                 *         "sv": {
                 *           "text": "string"
                 *         },
                 *         "no": {
                 *           "text": "string"
                 *         }
                 *       },
                 *       "level": "info",
                 *       "shownFrom": "2019-08-24T14:15:22Z",
                 *       "shownUntil": "2019-08-24T14:15:22Z"
                 *     }
                 */
                "application/json": {
                    translations: {
                        en: {
                            text: string;
                        };
                        da?: {
                            text: string;
                        };
                        sv?: {
                            text: string;
                        };
                        no?: {
                            text: string;
                        };
                    };
                    /** @enum {string} */
                    level: "info" | "warning" | "error";
                    /** Format: date-time */
                    shownFrom: string;
                    /** Format: date-time */
                    shownUntil: string | null;
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
                     *       "translations": {
                     *         "en": {
                     *           "text": "string"
                     *         },
                     *         "da": {
                     *           "text": "string"
                     *         },
                     *         "sv": {
                     *           "text": "string"
                     *         },
                     *         "no": {
                     *           "text": "string"
                     *         }
                     *       },
                     *       "level": "info",
                     *       "shownFrom": "2019-08-24T14:15:22Z",
                     *       "shownUntil": "2019-08-24T14:15:22Z",
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        translations: {
                            en: {
                                text: string;
                            };
                            da?: {
                                text: string;
                            };
                            sv?: {
                                text: string;
                            };
                            no?: {
                                text: string;
                            };
                        };
                        /** @enum {string} */
                        level: "info" | "warning" | "error";
                        /** Format: date-time */
                        shownFrom: string;
                        /** Format: date-time */
                        shownUntil: string | null;
                        /** Format: date-time */
                        updatedAt: string;
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
    deleteSystemNotice: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example null */
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listApiKeys: {
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
                     *         "name": "string",
                     *         "scopes": [
                     *           "cases.read"
                     *         ],
                     *         "hint": "string",
                     *         "createdAt": "2019-08-24T14:15:22Z",
                     *         "createdByName": "string",
                     *         "expiresAt": "2019-08-24T14:15:22Z",
                     *         "lastUsedAt": "2019-08-24T14:15:22Z",
                     *         "revokedAt": "2019-08-24T14:15:22Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        branchId: number;
                        name: string;
                        scopes: ("cases.read" | "orders.create" | "webhooks.manage")[];
                        hint: string;
                        /** Format: date-time */
                        createdAt: string;
                        createdByName: string;
                        /** Format: date-time */
                        expiresAt: string | null;
                        /** Format: date-time */
                        lastUsedAt: string | null;
                        /** Format: date-time */
                        revokedAt: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createApiKey: {
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
                 *       "name": "string",
                 *       "scopes": [
                 *         "cases.read"
                 *       ],
                 *       "expiresOn": "2019-08-24"
                 *     }
                 */
                "application/json": {
                    branchId: number;
                    name: string;
                    scopes: ("cases.read" | "orders.create" | "webhooks.manage")[];
                    /** Format: date */
                    expiresOn: string | null;
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
                     *       "apiKey": {
                     *         "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *         "branchId": 0,
                     *         "name": "string",
                     *         "scopes": [
                     *           "cases.read"
                     *         ],
                     *         "hint": "string",
                     *         "createdAt": "2019-08-24T14:15:22Z",
                     *         "createdByName": "string",
                     *         "expiresAt": "2019-08-24T14:15:22Z",
                     *         "lastUsedAt": "2019-08-24T14:15:22Z",
                     *         "revokedAt": "2019-08-24T14:15:22Z"
                     *       },
                     *       "secret": "string"
                     *     }
                     */
                    "application/json": {
                        apiKey: {
                            /** Format: uuid */
                            id: string;
                            branchId: number;
                            name: string;
                            scopes: ("cases.read" | "orders.create" | "webhooks.manage")[];
                            hint: string;
                            /** Format: date-time */
                            createdAt: string;
                            createdByName: string;
                            /** Format: date-time */
                            expiresAt: string | null;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                            /** Format: date-time */
                            revokedAt: string | null;
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
    revokeApiKey: {
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
                        events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed")[];
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
                    events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed")[];
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
                            events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed")[];
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
                        events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed")[];
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
                    events?: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed")[];
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
                        events: ("order.confirmed" | "booking.made" | "material.delivered" | "text.delivered" | "order.status_changed")[];
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
    getRetention: {
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
                     * @example {
                     *       "branchId": 0,
                     *       "personalDataMonths": 0,
                     *       "isDefault": true,
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        branchId: number;
                        personalDataMonths: number;
                        isDefault: boolean;
                        /** Format: date-time */
                        updatedAt: string | null;
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
    setRetention: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "personalDataMonths": 1
                 *     }
                 */
                "application/json": {
                    personalDataMonths: number;
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
                     *       "branchId": 0,
                     *       "personalDataMonths": 0,
                     *       "isDefault": true,
                     *       "updatedAt": "2019-08-24T14:15:22Z"
                     *     }
                     */
                    "application/json": {
                        branchId: number;
                        personalDataMonths: number;
                        isDefault: boolean;
                        /** Format: date-time */
                        updatedAt: string | null;
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
    exportSubject: {
        parameters: {
            query?: {
                email?: string;
                phone?: string;
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
                     *       "subject": {
                     *         "email": "string",
                     *         "phone": "string"
                     *       },
                     *       "exportedAt": "2019-08-24T14:15:22Z",
                     *       "cases": [
                     *         {
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "caseReference": "string",
                     *           "address": "string",
                     *           "openOrders": [
                     *             {
                     *               "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *               "salesId": "string",
                     *               "status": "Open"
                     *             }
                     *           ],
                     *           "contactPersons": [
                     *             {
                     *               "contactType": "REALTOR",
                     *               "name": "string",
                     *               "email": "string",
                     *               "phoneMobile": "string",
                     *               "phoneWork": "string",
                     *               "phonePrivate": "string"
                     *             }
                     *           ],
                     *           "endUserInvoices": [
                     *             {
                     *               "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *               "salesId": "string",
                     *               "firstName": "string",
                     *               "lastName": "string",
                     *               "email": "string",
                     *               "phone": "string",
                     *               "address": "string"
                     *             }
                     *           ],
                     *           "formAnswers": [
                     *             {
                     *               "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *               "kind": "INTERVIEW",
                     *               "recipientName": "string",
                     *               "recipientEmail": "string",
                     *               "sentAt": "2019-08-24T14:15:22Z",
                     *               "submittedAt": "2019-08-24T14:15:22Z",
                     *               "answers": [
                     *                 {
                     *                   "question": "string",
                     *                   "answer": "string"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "watchedOrders": [
                     *             {
                     *               "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *               "salesId": "string"
                     *             }
                     *           ],
                     *           "visitLinks": [
                     *             {
                     *               "orderId": "b3e1eced-f2bd-4d8c-9765-fbc9d1d222d5",
                     *               "channel": "string",
                     *               "sentTo": "string",
                     *               "contactName": "string",
                     *               "sentAt": "2019-08-24T14:15:22Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        subject: {
                            email: string | null;
                            phone: string | null;
                        };
                        /** Format: date-time */
                        exportedAt: string;
                        cases: {
                            /** Format: uuid */
                            caseId: string;
                            branchId: number;
                            branchName: string;
                            caseReference: string;
                            address: string;
                            openOrders: {
                                /** Format: uuid */
                                orderId: string;
                                salesId: string;
                                /** @enum {string} */
                                status: "Open" | "Delivered" | "Cancelled" | "None" | "Invoiced" | "Backorder";
                            }[];
                            contactPersons: {
                                /** @enum {string} */
                                contactType: "REALTOR" | "LAWYER" | "OWNER" | "OTHER" | "TENANT" | "NONE";
                                name: string;
                                email: string | null;
                                phoneMobile: string | null;
                                phoneWork: string | null;
                                phonePrivate: string | null;
                            }[];
                            endUserInvoices: {
                                /** Format: uuid */
                                orderId: string;
                                salesId: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string;
                                address: string;
                            }[];
                            formAnswers: {
                                /** Format: uuid */
                                orderId: string;
                                /** @enum {string} */
                                kind: "INTERVIEW" | "QUESTIONNAIRE";
                                recipientName: string;
                                recipientEmail: string;
                                /** Format: date-time */
                                sentAt: string;
                                /** Format: date-time */
                                submittedAt: string | null;
                                answers: {
                                    question: string;
                                    answer: string;
                                }[];
                            }[];
                            watchedOrders: {
                                /** Format: uuid */
                                orderId: string;
                                salesId: string;
                            }[];
                            visitLinks: {
                                /** Format: uuid */
                                orderId: string;
                                channel: string;
                                sentTo: string;
                                contactName: string;
                                /** Format: date-time */
                                sentAt: string;
                            }[];
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
    eraseSubject: {
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
                 *       "email": "string",
                 *       "phone": "string"
                 *     }
                 */
                "application/json": {
                    email?: string;
                    phone?: string;
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
                     *       "erased": [
                     *         {
                     *           "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "caseReference": "string",
                     *           "address": "string",
                     *           "anonymised": {
                     *             "contactPersons": 0,
                     *             "endUserInvoices": 0,
                     *             "formAnswers": 0,
                     *             "watchers": 0,
                     *             "visitLinks": 0
                     *           },
                     *           "at": "2019-08-24T14:15:22Z",
                     *           "rule": "retention",
                     *           "retentionMonths": 0,
                     *           "requestedBy": {
                     *             "userId": "2c4a230c-5085-4924-a3e1-25fb4fc5965b",
                     *             "name": "string"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        erased: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            caseId: string | null;
                            branchId: number;
                            branchName: string;
                            caseReference: string;
                            address: string;
                            anonymised: {
                                contactPersons: number;
                                endUserInvoices: number;
                                formAnswers: number;
                                watchers: number;
                                visitLinks: number;
                            };
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            rule: "retention" | "erasure";
                            retentionMonths: number | null;
                            requestedBy: {
                                /** Format: uuid */
                                userId: string | null;
                                name: string;
                            } | null;
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
    listPrivacyLedger: {
        parameters: {
            query?: {
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
                     *           "id": "497f6eca-6276-4993-bfeb-53cbbbba6f08",
                     *           "caseId": "af51d69f-996a-4891-a745-aadfcdec225a",
                     *           "branchId": 0,
                     *           "branchName": "string",
                     *           "caseReference": "string",
                     *           "address": "string",
                     *           "anonymised": {
                     *             "contactPersons": 0,
                     *             "endUserInvoices": 0,
                     *             "formAnswers": 0,
                     *             "watchers": 0,
                     *             "visitLinks": 0
                     *           },
                     *           "at": "2019-08-24T14:15:22Z",
                     *           "rule": "retention",
                     *           "retentionMonths": 0,
                     *           "requestedBy": {
                     *             "userId": "2c4a230c-5085-4924-a3e1-25fb4fc5965b",
                     *             "name": "string"
                     *           }
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
                            id: string;
                            /** Format: uuid */
                            caseId: string | null;
                            branchId: number;
                            branchName: string;
                            caseReference: string;
                            address: string;
                            anonymised: {
                                contactPersons: number;
                                endUserInvoices: number;
                                formAnswers: number;
                                watchers: number;
                                visitLinks: number;
                            };
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            rule: "retention" | "erasure";
                            retentionMonths: number | null;
                            requestedBy: {
                                /** Format: uuid */
                                userId: string | null;
                                name: string;
                            } | null;
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
    downloadStoredFile: {
        parameters: {
            query?: {
                expires?: number;
                signature?: string;
                name?: string;
            };
            header?: never;
            path: {
                /** @description The stored file’s key, slashes included (as the signed link gives it). */
                key: string;
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadStoredFile: {
        parameters: {
            query?: {
                expires?: number;
                signature?: string;
                name?: string;
            };
            header?: never;
            path: {
                /** @description The stored file’s key, slashes included (as the signed link gives it). */
                key: string;
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkStoredFile: {
        parameters: {
            query?: {
                expires?: number;
                signature?: string;
                name?: string;
            };
            header?: never;
            path: {
                /** @description The stored file’s key, slashes included (as the signed link gives it). */
                key: string;
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
