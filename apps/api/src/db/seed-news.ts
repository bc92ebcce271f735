import type { NewsTranslations } from '@portal/contracts';

/** The demo news, newest first; each is published `daysAgo` days before the demo data is made. */
export const DEMO_NEWS: { daysAgo: number; translations: NewsTranslations }[] = [
  {
    daysAgo: 2,
    translations: {
      en: {
        title: 'New: a help center in the portal',
        teaser:
          'Short guides to ordering, booking links, feedback, archiving and more, in your own language.',
        content:
          'The portal now has a help center. Open it from the main menu under "Help center" and search for what you need.\n\nThe first articles explain how to order, how booking links work, how to give feedback on delivered pictures, how archiving works, how to approve texts and how to invite colleagues.\n\nCan’t find an answer? The help center links straight to customer support.',
      },
      da: {
        title: 'Nyt: et hjælpecenter i portalen',
        teaser:
          'Korte vejledninger om bestilling, bookinglinks, feedback, arkivering og meget mere – på dit eget sprog.',
        content:
          'Portalen har nu et hjælpecenter. Du finder det i hovedmenuen under "Hjælpecenter", hvor du kan søge efter det, du har brug for.\n\nDe første artikler forklarer, hvordan du bestiller, hvordan bookinglinks virker, hvordan du giver feedback på leverede billeder, hvordan arkivering fungerer, hvordan du godkender tekster, og hvordan du inviterer kolleger.\n\nFinder du ikke svaret? Hjælpecentret linker direkte til kundeservice.',
      },
      sv: {
        title: 'Nytt: ett hjälpcenter i portalen',
        teaser:
          'Korta guider om beställning, bokningslänkar, feedback, arkivering och mer – på ditt eget språk.',
        content:
          'Portalen har nu ett hjälpcenter. Du hittar det i huvudmenyn under "Hjälpcenter" och kan söka efter det du behöver.\n\nDe första artiklarna förklarar hur du beställer, hur bokningslänkar fungerar, hur du ger feedback på levererade bilder, hur arkivering går till, hur du godkänner texter och hur du bjuder in kollegor.\n\nHittar du inget svar? Hjälpcentret länkar direkt till kundtjänst.',
      },
      no: {
        title: 'Nytt: et hjelpesenter i portalen',
        teaser:
          'Korte veiledninger om bestilling, bookinglenker, tilbakemeldinger, arkivering og mer – på ditt eget språk.',
        content:
          'Portalen har nå et hjelpesenter. Du finner det i hovedmenyen under "Hjelpesenter", der du kan søke etter det du trenger.\n\nDe første artiklene forklarer hvordan du bestiller, hvordan bookinglenker fungerer, hvordan du gir tilbakemelding på leverte bilder, hvordan arkivering fungerer, hvordan du godkjenner tekster og hvordan du inviterer kolleger.\n\nFinner du ikke svaret? Hjelpesenteret lenker rett til kundeservice.',
      },
    },
  },
  {
    daysAgo: 9,
    translations: {
      en: {
        title: 'Review delivered texts within 30 days',
        teaser: 'Texts from our copywriters now wait for your approval on the case’s texts page.',
        content:
          'When our copywriters deliver texts for an order, they appear on the case’s texts page marked "Awaiting review".\n\nApprove them, or reject them with a short reason, section by section or all at once. You have 30 days from the order’s delivery; after that the review closes.',
      },
      da: {
        title: 'Gennemgå leverede tekster inden for 30 dage',
        teaser: 'Tekster fra vores tekstforfattere venter nu på din godkendelse på sagens tekstside.',
        content:
          'Når vores tekstforfattere leverer tekster til en ordre, vises de på sagens tekstside som "Afventer gennemgang".\n\nGodkend dem, eller afvis dem med en kort begrundelse – afsnit for afsnit eller alle på én gang. Du har 30 dage fra ordrens levering; derefter lukker gennemgangen.',
      },
      sv: {
        title: 'Granska levererade texter inom 30 dagar',
        teaser: 'Texter från våra copywriters väntar nu på ditt godkännande på ärendets textsida.',
        content:
          'När våra copywriters levererar texter till en beställning visas de på ärendets textsida som "Väntar på granskning".\n\nGodkänn dem eller avvisa dem med en kort motivering – avsnitt för avsnitt eller alla på en gång. Du har 30 dagar från beställningens leverans; sedan stängs granskningen.',
      },
      no: {
        title: 'Gå gjennom leverte tekster innen 30 dager',
        teaser: 'Tekster fra tekstforfatterne våre venter nå på godkjenning på sakens tekstside.',
        content:
          'Når tekstforfatterne våre leverer tekster til en bestilling, vises de på sakens tekstside som "Venter på gjennomgang".\n\nGodkjenn dem, eller avvis dem med en kort begrunnelse – avsnitt for avsnitt eller alle samtidig. Du har 30 dager fra bestillingen ble levert; deretter lukkes gjennomgangen.',
      },
    },
  },
  {
    daysAgo: 18,
    translations: {
      en: {
        title: 'Draw your feedback straight on the pictures',
        teaser: 'Mark points, arrows and areas on a delivered picture and tell us what to change.',
        content:
          'On a delivered order line you can now give feedback directly on the pictures: place a point, draw an arrow or circle an area, choose whether it is a change, a complaint or feedback, and write what you want.\n\nYour marks are kept as a draft until you submit them. After that our editors review them and mark each one done or declined.',
      },
      da: {
        title: 'Tegn din feedback direkte på billederne',
        teaser: 'Markér punkter, pile og områder på et leveret billede, og fortæl os, hvad der skal ændres.',
        content:
          'På en leveret ordrelinje kan du nu give feedback direkte på billederne: sæt et punkt, tegn en pil eller ring et område ind, vælg om det er en ændring, en reklamation eller feedback, og skriv, hvad du ønsker.\n\nDine markeringer gemmes som kladde, indtil du sender dem. Derefter gennemgår vores redaktører dem og markerer hver enkelt som udført eller afvist.',
      },
      sv: {
        title: 'Rita din feedback direkt på bilderna',
        teaser: 'Markera punkter, pilar och områden på en levererad bild och berätta vad vi ska ändra.',
        content:
          'På en levererad beställningsrad kan du nu ge feedback direkt på bilderna: sätt ut en punkt, rita en pil eller ringa in ett område, välj om det är en ändring, en reklamation eller feedback, och skriv vad du önskar.\n\nDina markeringar sparas som utkast tills du skickar dem. Sedan går våra redigerare igenom dem och markerar var och en som klar eller avböjd.',
      },
      no: {
        title: 'Tegn tilbakemeldingen rett på bildene',
        teaser: 'Marker punkter, piler og områder på et levert bilde og fortell oss hva som skal endres.',
        content:
          'På en levert bestillingslinje kan du nå gi tilbakemelding direkte på bildene: sett et punkt, tegn en pil eller ring inn et område, velg om det er en endring, en reklamasjon eller en tilbakemelding, og skriv hva du ønsker.\n\nMarkeringene lagres som utkast til du sender dem. Deretter går redaktørene våre gjennom dem og markerer hver enkelt som utført eller avvist.',
      },
    },
  },
  {
    daysAgo: 31,
    translations: {
      en: {
        title: 'Busy weeks before Christmas: book the photographer early',
        teaser: 'Many offices list homes before the holidays. Send the booking link as soon as you order.',
        content:
          'December is one of our busiest months. The sooner the contact person gets the booking link, the better the choice of times.\n\nIf a contact person has not used the link within 5 working days, we call them to find a time.',
      },
      da: {
        title: 'Travle uger før jul: book fotografen i god tid',
        teaser: 'Mange butikker sætter boliger til salg før jul. Send bookinglinket, så snart du bestiller.',
        content:
          'December er en af vores travleste måneder. Jo før kontaktpersonen får bookinglinket, desto flere tider er der at vælge imellem.\n\nHar en kontaktperson ikke brugt linket inden for 5 arbejdsdage, ringer vi og finder en tid.',
      },
      sv: {
        title: 'Intensiva veckor före jul: boka fotografen i god tid',
        teaser:
          'Många kontor lägger ut bostäder före helgerna. Skicka bokningslänken direkt när du beställer.',
        content:
          'December är en av våra mest intensiva månader. Ju tidigare kontaktpersonen får bokningslänken, desto fler tider finns att välja mellan.\n\nHar en kontaktperson inte använt länken inom 5 arbetsdagar ringer vi upp och hittar en tid.',
      },
      no: {
        title: 'Travle uker før jul: bestill fotograf i god tid',
        teaser: 'Mange kontorer legger ut boliger før jul. Send bookinglenken med en gang du bestiller.',
        content:
          'Desember er en av våre travleste måneder. Jo før kontaktpersonen får bookinglenken, desto flere tider er det å velge mellom.\n\nHar en kontaktperson ikke brukt lenken innen 5 arbeidsdager, ringer vi og finner en tid.',
      },
    },
  },
  {
    daysAgo: 47,
    translations: {
      en: {
        title: 'Archive finished cases and free up your material lists',
        teaser:
          'Cases without open orders can be archived from the case page, and restored when you need them.',
        content:
          'A case whose orders are all finished can be archived from its case page. Archiving runs in the background and may take up to 24 hours.\n\nArchived material is kept safe and can be restored whenever you need it again.',
      },
      da: {
        title: 'Arkivér afsluttede sager og ryd op i materialet',
        teaser: 'Sager uden åbne ordrer kan arkiveres fra sagssiden og gendannes, når du får brug for dem.',
        content:
          'En sag, hvor alle ordrer er afsluttet, kan arkiveres fra sagssiden. Arkiveringen kører i baggrunden og kan tage op til 24 timer.\n\nArkiveret materiale opbevares sikkert og kan gendannes, når du får brug for det igen.',
      },
      sv: {
        title: 'Arkivera avslutade ärenden och rensa bland materialet',
        teaser:
          'Ärenden utan öppna beställningar kan arkiveras från ärendesidan och återställas när du behöver dem.',
        content:
          'Ett ärende där alla beställningar är avslutade kan arkiveras från ärendesidan. Arkiveringen sker i bakgrunden och kan ta upp till 24 timmar.\n\nArkiverat material förvaras säkert och kan återställas när du behöver det igen.',
      },
      no: {
        title: 'Arkiver avsluttede saker og rydd i materialet',
        teaser:
          'Saker uten åpne bestillinger kan arkiveres fra saksiden og gjenopprettes når du trenger dem.',
        content:
          'En sak der alle bestillinger er avsluttet, kan arkiveres fra saksiden. Arkiveringen skjer i bakgrunnen og kan ta opptil 24 timer.\n\nArkivert materiale oppbevares trygt og kan gjenopprettes når du trenger det igjen.',
      },
    },
  },
];
