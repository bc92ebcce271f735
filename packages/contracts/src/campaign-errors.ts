// Error keys of campaigns and of orders placed under one, kept apart from errors.ts so neither file grows
// past reading size; errors.ts merges them. Amounts arrive written in the reader's language (MoneyParam).
export const CampaignErrorKey = {
  campaignEndsBeforeStart: 'campaigns.messages.endsBeforeStart',
  campaignNotOfDepartment: 'campaigns.messages.notOfDepartment',
  campaignEnded: 'campaigns.messages.ended',
  campaignOverBudget: 'campaigns.messages.overBudget',
  campaignHardLimit: 'campaigns.messages.hardLimit',
} as const;
type CampaignErrorKey = (typeof CampaignErrorKey)[keyof typeof CampaignErrorKey];

export const campaignErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<CampaignErrorKey, string>> = {
  en: {
    'campaigns.messages.endsBeforeStart': 'The end date cannot be before the start date.',
    'campaigns.messages.notOfDepartment': "The campaign is not one of the order's department.",
    'campaigns.messages.ended': 'The campaign has ended. Choose another campaign or none.',
    'campaigns.messages.overBudget':
      'This order goes {{over}} over the budget of the campaign "{{name}}". Place it anyway?',
    'campaigns.messages.hardLimit':
      'The campaign "{{name}}" has {{remaining}} left of its budget, less than this order costs. Its admins have set the budget as a hard limit, so the order was not placed.',
  },
  da: {
    'campaigns.messages.endsBeforeStart': 'Slutdatoen kan ikke ligge før startdatoen.',
    'campaigns.messages.notOfDepartment': 'Kampagnen hører ikke til ordrens afdeling.',
    'campaigns.messages.ended': 'Kampagnen er afsluttet. Vælg en anden kampagne eller ingen.',
    'campaigns.messages.overBudget':
      'Denne ordre går {{over}} over budgettet for kampagnen "{{name}}". Vil du afgive den alligevel?',
    'campaigns.messages.hardLimit':
      'Kampagnen "{{name}}" har {{remaining}} tilbage af budgettet, mindre end ordren koster. Afdelingens administratorer har gjort budgettet til en fast grænse, så ordren blev ikke afgivet.',
  },
  sv: {
    'campaigns.messages.endsBeforeStart': 'Slutdatumet kan inte vara före startdatumet.',
    'campaigns.messages.notOfDepartment': 'Kampanjen hör inte till beställningens kontor.',
    'campaigns.messages.ended': 'Kampanjen har avslutats. Välj en annan kampanj eller ingen.',
    'campaigns.messages.overBudget':
      'Den här beställningen går {{over}} över budgeten för kampanjen "{{name}}". Vill du lägga den ändå?',
    'campaigns.messages.hardLimit':
      'Kampanjen "{{name}}" har {{remaining}} kvar av budgeten, mindre än beställningen kostar. Kontorets administratörer har satt budgeten som en fast gräns, så beställningen lades inte.',
  },
  no: {
    'campaigns.messages.endsBeforeStart': 'Sluttdatoen kan ikke være før startdatoen.',
    'campaigns.messages.notOfDepartment': 'Kampanjen hører ikke til bestillingens avdeling.',
    'campaigns.messages.ended': 'Kampanjen er avsluttet. Velg en annen kampanje eller ingen.',
    'campaigns.messages.overBudget':
      'Denne bestillingen går {{over}} over budsjettet for kampanjen "{{name}}". Vil du legge den inn likevel?',
    'campaigns.messages.hardLimit':
      'Kampanjen "{{name}}" har {{remaining}} igjen av budsjettet, mindre enn bestillingen koster. Avdelingens administratorer har satt budsjettet som en fast grense, så bestillingen ble ikke lagt inn.',
  },
};
