import type { HelpArticleTranslations } from '@portal/contracts';

// Demo help articles about cases and colleagues, written for this portal (docs/product.md). Paragraphs are
// separated by a blank line; lines starting with "1." or "-" are list items.

export const ARCHIVING: HelpArticleTranslations = {
  en: {
    title: 'How archiving works',
    description: 'Move a finished case’s material to the archive and restore it when you need it.',
    content:
      'Archiving is done from the case page, in the archiving section.\n\n- A case can be archived when it has material and no open order.\n- Archiving and restoring run in the background and may take up to 24 hours. Meanwhile the case shows that its material is being archived or restored.\n- An archived case shows a notice, and it cannot take new orders until its material is restored.\n\nTo use the material again, restore it from the same section. When the restore has finished, the material is active again and can be presented, downloaded and copied as before.',
  },
  da: {
    title: 'Sådan fungerer arkivering',
    description: 'Flyt en afsluttet sags materiale til arkivet, og gendan det, når du får brug for det.',
    content:
      'Du arkiverer fra sagssiden i afsnittet om arkivering.\n\n- En sag kan arkiveres, når den har materiale og ingen åben ordre.\n- Arkivering og gendannelse kører i baggrunden og kan tage op til 24 timer. Imens viser sagen, at materialet er ved at blive arkiveret eller gendannet.\n- En arkiveret sag viser en besked og kan ikke få nye ordrer, før materialet er gendannet.\n\nVil du bruge materialet igen, gendanner du det fra samme afsnit. Når gendannelsen er færdig, er materialet aktivt igen og kan præsenteres, downloades og kopieres som før.',
  },
  sv: {
    title: 'Så fungerar arkivering',
    description: 'Flytta ett avslutat ärendes material till arkivet och återställ det när du behöver det.',
    content:
      'Du arkiverar från ärendesidan, i avsnittet om arkivering.\n\n- Ett ärende kan arkiveras när det har material och ingen öppen beställning.\n- Arkivering och återställning sker i bakgrunden och kan ta upp till 24 timmar. Under tiden visar ärendet att materialet arkiveras eller återställs.\n- Ett arkiverat ärende visar ett meddelande och kan inte få nya beställningar förrän materialet har återställts.\n\nVill du använda materialet igen återställer du det från samma avsnitt. När återställningen är klar är materialet aktivt igen och kan visas, laddas ner och kopieras som tidigare.',
  },
  no: {
    title: 'Slik fungerer arkivering',
    description: 'Flytt materialet i en avsluttet sak til arkivet, og gjenopprett det når du trenger det.',
    content:
      'Du arkiverer fra saksiden, i delen om arkivering.\n\n- En sak kan arkiveres når den har materiale og ingen åpen bestilling.\n- Arkivering og gjenoppretting skjer i bakgrunnen og kan ta opptil 24 timer. I mellomtiden viser saken at materialet arkiveres eller gjenopprettes.\n- En arkivert sak viser en melding og kan ikke få nye bestillinger før materialet er gjenopprettet.\n\nVil du bruke materialet igjen, gjenoppretter du det fra samme del av siden. Når gjenopprettingen er ferdig, er materialet aktivt igjen og kan presenteres, lastes ned og kopieres som før.',
  },
};

export const APPROVING_TEXTS: HelpArticleTranslations = {
  en: {
    title: 'How to approve delivered texts',
    description: 'Review the texts our copywriters deliver: approve them or ask for changes.',
    content:
      'When texts are delivered for an order, the case page’s texts section says that they await your review. Choose "Open the texts" to see them grouped by section.\n\n1. Read each delivered text. You can edit it yourself in the editor; earlier versions are kept and can be restored.\n2. Approve a section, or reject it with a reason that tells the copywriter what to change.\n3. To handle everything at once, approve or reject all waiting texts together.\n\nYou can review the texts until 30 days after the order was delivered. After that the review closes and the texts stay as they are.',
  },
  da: {
    title: 'Sådan godkender du leverede tekster',
    description: 'Gennemgå de tekster, vores tekstforfattere leverer: godkend dem, eller bed om ændringer.',
    content:
      'Når der er leveret tekster til en ordre, står der i sagssidens tekstafsnit, at de afventer din gennemgang. Vælg "Åbn teksterne" for at se dem grupperet efter afsnit.\n\n1. Læs hver leveret tekst. Du kan selv rette den i editoren; tidligere versioner gemmes og kan gendannes.\n2. Godkend et afsnit, eller afvis det med en begrundelse, der fortæller tekstforfatteren, hvad der skal ændres.\n3. Vil du klare det hele på én gang, kan du godkende eller afvise alle ventende tekster samlet.\n\nDu kan gennemgå teksterne indtil 30 dage efter, at ordren blev leveret. Derefter lukker gennemgangen, og teksterne forbliver, som de er.',
  },
  sv: {
    title: 'Så godkänner du levererade texter',
    description: 'Granska texterna som våra copywriters levererar: godkänn dem eller be om ändringar.',
    content:
      'När texter har levererats till en beställning står det i ärendesidans textavsnitt att de väntar på din granskning. Välj "Öppna texterna" för att se dem grupperade efter avsnitt.\n\n1. Läs varje levererad text. Du kan själv redigera den i editorn; tidigare versioner sparas och kan återställas.\n2. Godkänn ett avsnitt, eller avvisa det med en motivering som talar om för copywritern vad som ska ändras.\n3. Vill du hantera allt på en gång kan du godkänna eller avvisa alla väntande texter samtidigt.\n\nDu kan granska texterna fram till 30 dagar efter att beställningen levererades. Därefter stängs granskningen och texterna förblir som de är.',
  },
  no: {
    title: 'Slik godkjenner du leverte tekster',
    description: 'Gå gjennom tekstene tekstforfatterne våre leverer: godkjenn dem eller be om endringer.',
    content:
      'Når det er levert tekster til en bestilling, står det i tekstdelen på saksiden at de venter på gjennomgang. Velg "Åpne tekstene" for å se dem gruppert etter avsnitt.\n\n1. Les hver leverte tekst. Du kan selv redigere den i editoren; tidligere versjoner lagres og kan gjenopprettes.\n2. Godkjenn et avsnitt, eller avvis det med en begrunnelse som forteller tekstforfatteren hva som skal endres.\n3. Vil du ta alt på én gang, kan du godkjenne eller avvise alle ventende tekster samtidig.\n\nDu kan gå gjennom tekstene til 30 dager etter at bestillingen ble levert. Deretter lukkes gjennomgangen, og tekstene blir stående som de er.',
  },
};

export const INVITING_COLLEAGUES: HelpArticleTranslations = {
  en: {
    title: 'How to invite colleagues',
    description: 'Give a new colleague access to your department’s cases and orders.',
    content:
      'Department admins whose role lets them manage users can invite colleagues.\n\n1. Choose "Users" in the main menu, then "Invite user".\n2. Write the colleague’s email address and choose the language of the invite.\n3. Choose the departments they should have access to, and whether they are administrator in each.\n4. Choose "Send invite". The colleague gets an email with a link to create their account.\n\nPending invites are listed on the users page, where you can resend or remove them. An invite link expires after a while; resend it if your colleague did not get to it in time. A colleague who already has an account signs in to accept, and keeps their password.',
  },
  da: {
    title: 'Sådan inviterer du kolleger',
    description: 'Giv en ny kollega adgang til afdelingens sager og ordrer.',
    content:
      'Afdelingsadministratorer, hvis rolle giver lov til at administrere brugere, kan invitere kolleger.\n\n1. Vælg "Brugere" i hovedmenuen og derefter "Invitér bruger".\n2. Skriv kollegaens mailadresse, og vælg sproget i invitationen.\n3. Vælg de afdelinger, kollegaen skal have adgang til, og om vedkommende skal være administrator i hver af dem.\n4. Vælg "Send invitation". Kollegaen får en mail med et link til at oprette sin konto.\n\nVentende invitationer står på brugersiden, hvor du kan sende dem igen eller fjerne dem. Et invitationslink udløber efter et stykke tid; send det igen, hvis din kollega ikke nåede at bruge det. En kollega, der allerede har en konto, logger ind for at acceptere og beholder sin adgangskode.',
  },
  sv: {
    title: 'Så bjuder du in kollegor',
    description: 'Ge en ny kollega tillgång till kontorets ärenden och beställningar.',
    content:
      'Kontorsadministratörer vars roll tillåter att de hanterar användare kan bjuda in kollegor.\n\n1. Välj "Användare" i huvudmenyn och sedan "Bjud in användare".\n2. Skriv kollegans e-postadress och välj språk för inbjudan.\n3. Välj de kontor kollegan ska ha tillgång till, och om hen ska vara administratör på vart och ett.\n4. Välj "Skicka inbjudan". Kollegan får ett mejl med en länk för att skapa sitt konto.\n\nVäntande inbjudningar visas på användarsidan, där du kan skicka dem igen eller ta bort dem. En inbjudningslänk slutar gälla efter en tid; skicka den igen om kollegan inte hann använda den. En kollega som redan har ett konto loggar in för att acceptera och behåller sitt lösenord.',
  },
  no: {
    title: 'Slik inviterer du kolleger',
    description: 'Gi en ny kollega tilgang til avdelingens saker og bestillinger.',
    content:
      'Avdelingsadministratorer som har en rolle som lar dem administrere brukere, kan invitere kolleger.\n\n1. Velg "Brukere" i hovedmenyen og deretter "Inviter bruker".\n2. Skriv kollegaens e-postadresse og velg språket i invitasjonen.\n3. Velg avdelingene kollegaen skal ha tilgang til, og om vedkommende skal være administrator i hver av dem.\n4. Velg "Send invitasjon". Kollegaen får en e-post med en lenke for å opprette kontoen sin.\n\nVentende invitasjoner står på brukersiden, der du kan sende dem på nytt eller fjerne dem. En invitasjonslenke utløper etter en stund; send den på nytt hvis kollegaen ikke rakk å bruke den. En kollega som allerede har en konto, logger inn for å godta og beholder passordet sitt.',
  },
};
