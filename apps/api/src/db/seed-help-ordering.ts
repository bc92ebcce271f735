import type { HelpArticleTranslations } from '@portal/contracts';

// Demo help articles about ordering and what follows a delivery, written for this portal (docs/product.md).
// Paragraphs are separated by a blank line; lines starting with "1." or "-" are list items.

export const HOW_TO_ORDER: HelpArticleTranslations = {
  en: {
    title: 'How to order photos and other material',
    description: 'The five steps of a new order, from the address to the receipt.',
    content:
      'Choose "New order" in the main menu. You see it if your role lets you order in at least one department.\n\n1. Choose what to order (photography, portrait or shop photos), the department, the address and the case number.\n2. Pick a package, or choose "build your own package".\n3. Select the package’s choices and options, and any products that are ordered on their own.\n4. Fill in the information: contact persons, living area, floors, property type, key pickup, a comment to the photographer, watchers who get status emails, and invoicing.\n5. Check the summary and send the order.\n\nThe receipt shows the order number, the tasks the order created and how the photographer is booked.\n\nYour unfinished order is saved, so you can continue it later from the dashboard or start over. If the case already has an open order, the portal asks before you order again. An archived case cannot take new orders.',
  },
  da: {
    title: 'Sådan bestiller du foto og andet materiale',
    description: 'De fem trin i en ny ordre, fra adressen til kvitteringen.',
    content:
      'Vælg "Ny ordre" i hovedmenuen. Du ser punktet, hvis din rolle giver dig lov til at bestille i mindst én afdeling.\n\n1. Vælg, hvad du vil bestille (fotografering, portræt eller butiksfoto), afdelingen, adressen og sagsnummeret.\n2. Vælg en pakke, eller vælg "sammensæt din egen pakke".\n3. Vælg pakkens valgmuligheder og tilvalg samt produkter, der kun kan bestilles for sig.\n4. Udfyld oplysningerne: kontaktpersoner, boligareal, etager, boligtype, nøgleafhentning, en kommentar til fotografen, følgere, der får statusmails, og fakturering.\n5. Tjek oversigten, og send ordren.\n\nKvitteringen viser ordrenummeret, de opgaver ordren har oprettet, og hvordan fotografen bookes.\n\nEn ufærdig ordre gemmes, så du kan fortsætte den senere fra dashboardet eller starte forfra. Har sagen allerede en åben ordre, spørger portalen, før du bestiller igen. En arkiveret sag kan ikke få nye ordrer.',
  },
  sv: {
    title: 'Så beställer du foto och annat material',
    description: 'De fem stegen i en ny beställning, från adressen till kvittot.',
    content:
      'Välj "Ny beställning" i huvudmenyn. Du ser den om din roll låter dig beställa på minst ett kontor.\n\n1. Välj vad du vill beställa (fotografering, porträtt eller butiksfoto), kontoret, adressen och ärendenumret.\n2. Välj ett paket, eller välj "sätt ihop ditt eget paket".\n3. Välj paketets val och tillägg samt produkter som bara beställs var för sig.\n4. Fyll i uppgifterna: kontaktpersoner, boarea, våningar, bostadstyp, nyckelhämtning, en kommentar till fotografen, bevakare som får statusmejl, och fakturering.\n5. Kontrollera sammanfattningen och skicka beställningen.\n\nKvittot visar beställningsnumret, uppgifterna som beställningen skapade och hur fotografen bokas.\n\nEn påbörjad beställning sparas, så att du kan fortsätta den senare från översikten eller börja om. Har ärendet redan en öppen beställning frågar portalen innan du beställer igen. Ett arkiverat ärende kan inte få nya beställningar.',
  },
  no: {
    title: 'Slik bestiller du foto og annet materiell',
    description: 'De fem stegene i en ny bestilling, fra adressen til kvitteringen.',
    content:
      'Velg "Ny bestilling" i hovedmenyen. Du ser den hvis rollen din lar deg bestille i minst én avdeling.\n\n1. Velg hva du vil bestille (fotografering, portrett eller butikkfoto), avdelingen, adressen og saksnummeret.\n2. Velg en pakke, eller velg "sett sammen din egen pakke".\n3. Velg pakkens valg og tillegg, og produkter som bare bestilles hver for seg.\n4. Fyll inn opplysningene: kontaktpersoner, boareal, etasjer, boligtype, nøkkelhenting, en kommentar til fotografen, følgere som får statuse-post, og fakturering.\n5. Sjekk oppsummeringen og send bestillingen.\n\nKvitteringen viser bestillingsnummeret, oppgavene bestillingen opprettet og hvordan fotografen bookes.\n\nEn påbegynt bestilling lagres, så du kan fortsette senere fra oversikten eller begynne på nytt. Har saken allerede en åpen bestilling, spør portalen før du bestiller igjen. En arkivert sak kan ikke få nye bestillinger.',
  },
};

export const BOOKING_LINKS: HelpArticleTranslations = {
  en: {
    title: 'How booking links work',
    description: 'Let the property’s contact person choose the photographer’s time themselves.',
    content:
      'After ordering, you choose on the receipt or the order page how the photographer is booked:\n\n- we call the contact person and book a time by phone;\n- the contact person gets a booking link by text message or email and books online;\n- you book a time yourself in the photographers’ calendar.\n\nThe link opens a page with the free times, shown in the property’s time zone. The contact person picks one and gets a confirmation. If someone else took the time in the meantime, the page shows a fresh set of times.\n\nIf the contact person has not used the link within 5 working days (public holidays not counted), we call them to find a time. Once you have left the booking to us or to the contact person, the booking task is marked partly done, and only our support can change it afterwards.',
  },
  da: {
    title: 'Sådan virker bookinglinks',
    description: 'Lad boligens kontaktperson selv vælge tidspunktet for fotografen.',
    content:
      'Når du har bestilt, vælger du på kvitteringen eller ordresiden, hvordan fotografen bookes:\n\n- vi ringer til kontaktpersonen og aftaler en tid pr. telefon;\n- kontaktpersonen får et bookinglink på sms eller mail og booker online;\n- du booker selv en tid i fotografernes kalender.\n\nLinket åbner en side med de ledige tider, vist i boligens tidszone. Kontaktpersonen vælger én og får en bekræftelse. Er tiden blevet taget imens, viser siden et nyt sæt tider.\n\nHar kontaktpersonen ikke brugt linket inden for 5 arbejdsdage (helligdage tæller ikke med), ringer vi og finder en tid. Når du har overladt bookingen til os eller til kontaktpersonen, markeres bookingopgaven som delvist udført, og derefter kan kun vores support ændre den.',
  },
  sv: {
    title: 'Så fungerar bokningslänkar',
    description: 'Låt bostadens kontaktperson själv välja tid för fotografen.',
    content:
      'När du har beställt väljer du på kvittot eller beställningssidan hur fotografen bokas:\n\n- vi ringer kontaktpersonen och bokar en tid per telefon;\n- kontaktpersonen får en bokningslänk via sms eller mejl och bokar online;\n- du bokar själv en tid i fotografernas kalender.\n\nLänken öppnar en sida med lediga tider, visade i bostadens tidszon. Kontaktpersonen väljer en och får en bekräftelse. Har tiden hunnit bokas av någon annan visar sidan nya tider.\n\nHar kontaktpersonen inte använt länken inom 5 arbetsdagar (helgdagar räknas inte) ringer vi upp och hittar en tid. När du har lämnat bokningen till oss eller till kontaktpersonen markeras bokningsuppgiften som delvis klar, och därefter kan bara vår support ändra den.',
  },
  no: {
    title: 'Slik fungerer bookinglenker',
    description: 'La boligens kontaktperson selv velge tidspunkt for fotografen.',
    content:
      'Når du har bestilt, velger du på kvitteringen eller bestillingssiden hvordan fotografen bookes:\n\n- vi ringer kontaktpersonen og avtaler en tid på telefon;\n- kontaktpersonen får en bookinglenke på SMS eller e-post og booker på nett;\n- du booker selv en tid i fotografenes kalender.\n\nLenken åpner en side med ledige tider, vist i boligens tidssone. Kontaktpersonen velger én og får en bekreftelse. Er tiden tatt av noen andre i mellomtiden, viser siden nye tider.\n\nHar kontaktpersonen ikke brukt lenken innen 5 arbeidsdager (helligdager teller ikke), ringer vi og finner en tid. Når du har overlatt bookingen til oss eller til kontaktpersonen, markeres bookingoppgaven som delvis utført, og etter det kan bare supporten vår endre den.',
  },
};

export const PICTURE_FEEDBACK: HelpArticleTranslations = {
  en: {
    title: 'How to give feedback on delivered pictures',
    description: 'Mark what should change on a picture and send it to our editors.',
    content:
      'Open the order, find the delivered order line and choose to give feedback on its pictures.\n\n1. Choose a picture and mark the spot: a point, an arrow or a lasso around an area. You can use the mouse, touch, or the keyboard for a point.\n2. Each mark gets a number from 1. Choose its kind (change, complaint or feedback) and write what you want.\n3. Your marks are saved as a draft, which you can change freely.\n4. Submit the feedback when you are done. After that it can no longer be edited.\n\nOur editors then mark each point done or declined. Virtual staging includes one round of corrections; further rounds cost extra.\n\nTo rate a delivered order line as a whole, use the rating on the order page: choose change, complaint or feedback, write a comment and attach documents if needed.',
  },
  da: {
    title: 'Sådan giver du feedback på leverede billeder',
    description: 'Markér, hvad der skal ændres på et billede, og send det til vores redaktører.',
    content:
      'Åbn ordren, find den leverede ordrelinje, og vælg at give feedback på dens billeder.\n\n1. Vælg et billede, og markér stedet: et punkt, en pil eller en lasso rundt om et område. Du kan bruge musen, touch eller tastaturet til et punkt.\n2. Hver markering får et nummer fra 1. Vælg typen (ændring, reklamation eller feedback), og skriv, hvad du ønsker.\n3. Dine markeringer gemmes som kladde, som du frit kan ændre.\n4. Send feedbacken, når du er færdig. Derefter kan den ikke længere redigeres.\n\nVores redaktører markerer derefter hvert punkt som udført eller afvist. Virtuel indretning omfatter én rettelsesrunde; flere runder koster ekstra.\n\nVil du bedømme en leveret ordrelinje som helhed, så brug bedømmelsen på ordresiden: vælg ændring, reklamation eller feedback, skriv en kommentar, og vedhæft dokumenter efter behov.',
  },
  sv: {
    title: 'Så ger du feedback på levererade bilder',
    description: 'Markera vad som ska ändras på en bild och skicka det till våra redigerare.',
    content:
      'Öppna beställningen, hitta den levererade beställningsraden och välj att ge feedback på dess bilder.\n\n1. Välj en bild och markera platsen: en punkt, en pil eller en lasso runt ett område. Du kan använda musen, pekskärmen eller tangentbordet för en punkt.\n2. Varje markering får ett nummer från 1. Välj typ (ändring, reklamation eller feedback) och skriv vad du önskar.\n3. Dina markeringar sparas som utkast, som du kan ändra fritt.\n4. Skicka feedbacken när du är klar. Därefter kan den inte längre redigeras.\n\nVåra redigerare markerar sedan varje punkt som klar eller avböjd. Virtuell home staging omfattar en korrigeringsrunda; fler rundor kostar extra.\n\nVill du betygsätta en levererad beställningsrad som helhet använder du betyget på beställningssidan: välj ändring, reklamation eller feedback, skriv en kommentar och bifoga dokument vid behov.',
  },
  no: {
    title: 'Slik gir du tilbakemelding på leverte bilder',
    description: 'Marker hva som skal endres på et bilde, og send det til redaktørene våre.',
    content:
      'Åpne bestillingen, finn den leverte bestillingslinjen og velg å gi tilbakemelding på bildene.\n\n1. Velg et bilde og marker stedet: et punkt, en pil eller en lasso rundt et område. Du kan bruke musen, berøring eller tastaturet for et punkt.\n2. Hver markering får et nummer fra 1. Velg type (endring, reklamasjon eller tilbakemelding) og skriv hva du ønsker.\n3. Markeringene lagres som utkast, som du fritt kan endre.\n4. Send tilbakemeldingen når du er ferdig. Etter det kan den ikke lenger redigeres.\n\nRedaktørene våre markerer deretter hvert punkt som utført eller avvist. Virtuell innredning har én korrekturrunde inkludert; flere runder koster ekstra.\n\nVil du vurdere en levert bestillingslinje som helhet, bruker du vurderingen på bestillingssiden: velg endring, reklamasjon eller tilbakemelding, skriv en kommentar og legg ved dokumenter ved behov.',
  },
};
