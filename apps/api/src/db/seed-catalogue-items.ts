// The demo catalogue's products: what a Nordic property-photography provider sells, in each country's
// language, with list prices in DKK, SEK and NOK (VAT excluded, as offices are invoiced), and what each
// delivers.
import type {
  CaseCategory,
  CloudScannerLinkType,
  DeliveryKind,
  MaterialTag,
  MaterialType,
  ProductDeliveryFields,
  ProductGrouping,
  TaskCategory,
} from '@portal/contracts';

export const COUNTRIES = ['DK', 'SE', 'NO'] as const;
export type Country = (typeof COUNTRIES)[number];
export type Text = readonly [name: string, description: string];
/** DKK, SEK, NOK. */
export type Prices = readonly [number, number, number];

export interface CatalogueProduct {
  item: string;
  /** CASE when left out. */
  grouping?: ProductGrouping;
  prices: Prices;
  tasks: TaskCategory[];
  delivers: ProductDeliveryFields;
  /** How many months from delivery its material may be used (usage rights); no expiry when left out. */
  rightsValidMonths?: number;
  extra?: {
    maxKvmSize?: number;
    maxOrderAmount?: number;
    alaCarte?: boolean;
    separateOnly?: boolean;
    showAlert?: boolean;
  };
  DK: Text;
  SE: Text;
  NO: Text;
}

const PHOTO_TASKS: TaskCategory[] = ['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES'];

/** What a product delivers: its material types, delivered in the given ways, with its tags and category. */
const delivers = (
  deliveryKinds: DeliveryKind[],
  deliveredMaterialTypes: MaterialType[],
  more: {
    tags?: MaterialTag[];
    caseCategory?: CaseCategory;
    cloudScannerLinkTypes?: CloudScannerLinkType[];
  } = {},
): ProductDeliveryFields => ({
  deliveryKinds,
  deliveredMaterialTypes,
  tags: more.tags ?? [],
  caseCategory: more.caseCategory ?? 'CASE',
  cloudScannerLinkTypes: more.cloudScannerLinkTypes ?? [],
});

const PICTURES = delivers(['files'], ['Picture']);
const TEXTS = delivers(['texts'], ['CopywriteTexts']);
/** A fee or an add-on to another product's delivery: nothing of its own to deliver. */
const NOTHING = delivers([], []);
/** A film is delivered as a file or as a link to its player on YouTube or Vimeo. */
const film = (more: Parameters<typeof delivers>[2] = {}) =>
  delivers(['files', 'links'], ['Video'], { ...more, tags: more.tags ?? ['VIDEO'] });

/** Photography by number of images; larger homes need more images, so the small sizes have an area limit. */
const photo = (count: number, maxKvmSize: number | undefined, prices: Prices): CatalogueProduct => {
  const area = (upTo: string, all: string) => (maxKvmSize ? `${upTo} ${maxKvmSize} m²` : all);
  return {
    item: `PHOTO-${count}`,
    prices,
    tasks: PHOTO_TASKS,
    delivers: PICTURES,
    extra: maxKvmSize ? { maxKvmSize } : {},
    DK: [
      `Fotografering ${count} billeder`,
      `Professionelle boligfotos inde og ude, ${area('til boliger op til', 'til alle boligstørrelser')}.`,
    ],
    SE: [
      `Fotografering ${count} bilder`,
      `Professionella bostadsbilder inne och ute, ${area('för bostäder upp till', 'för alla storlekar')}.`,
    ],
    NO: [
      `Fotografering ${count} bilder`,
      `Profesjonelle boligbilder inne og ute, ${area('for boliger opptil', 'for alle boligstørrelser')}.`,
    ],
  };
};

export const CATALOGUE_PRODUCTS: CatalogueProduct[] = [
  photo(10, 150, [1295, 1995, 2190]),
  photo(15, 200, [1595, 2395, 2590]),
  photo(20, 250, [1895, 2795, 2990]),
  photo(25, 300, [2195, 3195, 3390]),
  photo(30, undefined, [2495, 3595, 3790]),
  {
    item: 'VIDEO',
    prices: [2995, 4495, 4690],
    tasks: ['BOOK_PHOTOGRAPHER', 'UPLOAD_VIDEOS', 'VIDIBILI_COMMENT'],
    delivers: film(),
    DK: ['Boligvideo 60 sek.', 'Filmet fremvisning med musik og speak, klar til boligportaler.'],
    SE: ['Bostadsfilm 60 sek.', 'Filmad visning med musik och speaker, klar för bostadsportaler.'],
    NO: ['Boligvideo 60 sek.', 'Filmet visning med musikk og speak, klar for boligportaler.'],
  },
  {
    item: 'DRONE',
    prices: [1195, 1795, 1890],
    tasks: ['ARIAL'],
    delivers: delivers(['files'], ['Picture', 'Video']),
    // The drone pilot's footage is licensed for two years, as subcontracted aerial work usually is.
    rightsValidMonths: 24,
    // Flights depend on weather and no-fly periods, which the portal warns about.
    extra: { showAlert: true },
    DK: ['Dronefoto 5 billeder', 'Luftfotos af bolig og omgivelser. Afhænger af vejr og flyveforbud.'],
    SE: ['Drönarbilder 5 bilder', 'Flygbilder av bostaden och omgivningen. Beror på väder och flygförbud.'],
    NO: ['Dronefoto 5 bilder', 'Luftfoto av boligen og omgivelsene. Avhenger av vær og flyforbud.'],
  },
  {
    item: 'PANO-720',
    prices: [995, 1495, 1590],
    tasks: ['BOOK_PHOTOGRAPHER'],
    delivers: delivers(['files', 'links'], ['PanoramasJpeg', 'PanoramasHtml5'], { tags: ['PANORAMA_720'] }),
    DK: ['720° panorama', 'Interaktiv rundvisning med op til 6 panoramaer.'],
    SE: ['720° panorama', 'Interaktiv visning med upp till 6 panoramor.'],
    NO: ['720° panorama', 'Interaktiv visning med opptil 6 panoramaer.'],
  },
  {
    item: 'MATTERPORT',
    prices: [2495, 3695, 3890],
    tasks: ['BOOK_PHOTOGRAPHER'],
    delivers: delivers(['links'], ['Matterport'], {
      tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
      caseCategory: 'MATTERPORT',
      cloudScannerLinkTypes: [
        'CloudScannerSelfEditor',
        'CloudScannerAlternativeFloorplan',
        'CloudScannerStaging',
      ],
    }),
    extra: { maxKvmSize: 300 },
    DK: ['Matterport 3D-rundvisning', 'Virtuel 3D-fremvisning, som køberne selv kan gå rundt i.'],
    SE: ['Matterport 3D-visning', 'Virtuell 3D-visning som spekulanterna själva kan gå runt i.'],
    NO: ['Matterport 3D-visning', 'Virtuell 3D-visning som interessentene selv kan gå rundt i.'],
  },
  {
    item: 'FLOORPLAN-2D',
    prices: [895, 1295, 1390],
    tasks: ['BOOK_PHOTOGRAPHER'],
    delivers: delivers(['files'], ['Floorplan']),
    DK: ['Plantegning 2D', 'Opmåling og plantegning med rumnavne og mål.'],
    SE: ['Planritning 2D', 'Uppmätning och planritning med rumsnamn och mått.'],
    NO: ['Plantegning 2D', 'Oppmåling og plantegning med romnavn og mål.'],
  },
  {
    item: 'FLOORPLAN-3D',
    prices: [1495, 2195, 2290],
    tasks: ['BOOK_PHOTOGRAPHER'],
    delivers: delivers(['files'], ['Floorplan']),
    DK: ['Plantegning 3D', 'Møbleret plantegning i farver, set ovenfra.'],
    SE: ['Planritning 3D', 'Möblerad planritning i färg, sedd ovanifrån.'],
    NO: ['Plantegning 3D', 'Møblert plantegning i farger, sett ovenfra.'],
  },
  {
    item: 'VS',
    prices: [395, 595, 620],
    tasks: ['VIRTUAL_STAGING'],
    delivers: PICTURES,
    extra: { maxOrderAmount: 10 },
    DK: [
      'Virtuel indretning',
      'Tomme rum møbleres digitalt. Én rettelsesrunde inkluderet. Pris pr. billede.',
    ],
    SE: ['Virtuell home staging', 'Tomma rum möbleras digitalt. En ändringsrunda ingår. Pris per bild.'],
    NO: ['Virtuell møblering', 'Tomme rom møbleres digitalt. Én korrekturrunde inkludert. Pris per bilde.'],
  },
  {
    item: 'VS-REMOVE',
    prices: [295, 445, 460],
    tasks: ['VIRTUAL_STAGING_REMOVE_OBJECTS'],
    delivers: PICTURES,
    extra: { maxOrderAmount: 10 },
    DK: ['Fjernelse af genstande', 'Personlige ting og rod fjernes digitalt. Pris pr. billede.'],
    SE: ['Borttagning av föremål', 'Personliga saker och bråte tas bort digitalt. Pris per bild.'],
    NO: ['Fjerning av gjenstander', 'Personlige ting og rot fjernes digitalt. Pris per bilde.'],
  },
  {
    item: 'VS-INDOOR',
    prices: [595, 895, 930],
    tasks: ['VIRTUAL_STAGING_INDOOR_RENOVATION'],
    delivers: PICTURES,
    extra: { maxOrderAmount: 10 },
    DK: ['Virtuel renovering indendørs', 'Nye gulve, vægfarver eller køkkenfronter. Pris pr. billede.'],
    SE: ['Virtuell renovering inomhus', 'Nya golv, väggfärger eller köksluckor. Pris per bild.'],
    NO: ['Virtuell oppussing innendørs', 'Nye gulv, veggfarger eller kjøkkenfronter. Pris per bilde.'],
  },
  {
    item: 'VS-OUTDOOR',
    prices: [695, 1045, 1090],
    tasks: ['VIRTUAL_STAGING_OUTDOOR_RENOVATION'],
    delivers: PICTURES,
    extra: { maxOrderAmount: 10 },
    DK: ['Virtuel renovering udendørs', 'Nyt tag, facade, vinduer eller græsplæne. Pris pr. billede.'],
    SE: ['Virtuell renovering utomhus', 'Nytt tak, fasad, fönster eller gräsmatta. Pris per bild.'],
    NO: ['Virtuell oppussing utendørs', 'Nytt tak, fasade, vinduer eller plen. Pris per bilde.'],
  },
  {
    item: 'VS-720',
    prices: [995, 1495, 1550],
    tasks: ['VIRTUAL_STAGING_720'],
    delivers: delivers(['files'], ['PanoramasJpeg'], { tags: ['PANORAMA_720'] }),
    extra: { maxOrderAmount: 6 },
    DK: ['Virtuel indretning 720°', 'Digital møblering af et 720° panorama. Pris pr. panorama.'],
    SE: ['Virtuell home staging 720°', 'Digital möblering av ett 720°-panorama. Pris per panorama.'],
    NO: ['Virtuell møblering 720°', 'Digital møblering av et 720°-panorama. Pris per panorama.'],
  },
  {
    item: 'VS-COMMERCIAL',
    prices: [495, 745, 780],
    tasks: ['VIRTUAL_STAGING_COMMERCIAL'],
    delivers: PICTURES,
    extra: { maxOrderAmount: 10 },
    DK: ['Virtuel indretning erhverv', 'Kontor, butik eller kantine indrettes digitalt. Pris pr. billede.'],
    SE: ['Virtuell inredning kommersiell', 'Kontor, butik eller lunchrum inreds digitalt. Pris per bild.'],
    NO: ['Virtuell innredning næring', 'Kontor, butikk eller kantine innredes digitalt. Pris per bilde.'],
  },
  {
    item: 'COPY',
    prices: [1295, 1895, 1990],
    tasks: ['COPYWRITE_TEXTS', 'TEXT-STYLE'],
    delivers: TEXTS,
    DK: ['Boligtekst', 'Salgstekst skrevet af en tekstforfatter i den skrivestil, du vælger.'],
    SE: ['Objektbeskrivning', 'Säljande text skriven av en copywriter i den stil du väljer.'],
    NO: ['Boligtekst', 'Salgstekst skrevet av en tekstforfatter i skrivestilen du velger.'],
  },
  {
    item: 'AI-TEXT',
    prices: [295, 445, 460],
    tasks: ['AI_TEXT_INPUT'],
    delivers: TEXTS,
    DK: ['AI-boligtekst', 'Tekstforslag skrevet med AI ud fra dine nøgleord, klar på få minutter.'],
    SE: ['AI-objektbeskrivning', 'Textförslag skrivet med AI utifrån dina nyckelord, klart på minuter.'],
    NO: ['AI-boligtekst', 'Tekstforslag skrevet med AI ut fra stikkordene dine, klart på minutter.'],
  },
  {
    item: 'COLLAGE',
    prices: [195, 295, 310],
    tasks: ['COMBINE_IMAGES'],
    delivers: PICTURES,
    extra: { maxOrderAmount: 5 },
    DK: ['Collage', 'Flere billeder samlet i ét efter skabelon.'],
    SE: ['Collage', 'Flera bilder samlade i en enligt mall.'],
    NO: ['Collage', 'Flere bilder samlet i ett etter mal.'],
  },
  {
    item: 'BEFORE-AFTER',
    prices: [395, 595, 620],
    tasks: ['BEFORE_AFTER'],
    delivers: delivers(['files'], ['BeforeAfterPictures'], {
      tags: ['BEFORE_AFTER_SLIDER'],
      caseCategory: 'BEFORE_AFTER',
    }),
    extra: { maxOrderAmount: 10 },
    DK: ['Før/efter-slider', 'Viser forskellen før og efter renovering eller virtuel indretning.'],
    SE: ['Före/efter-reglage', 'Visar skillnaden före och efter renovering eller home staging.'],
    NO: ['Før/etter-slider', 'Viser forskjellen før og etter oppussing eller virtuell møblering.'],
  },
  {
    item: 'SOME-FILM',
    prices: [1495, 2195, 2290],
    tasks: ['SOCIAL_MEDIA'],
    delivers: film({ tags: ['SOME_FEED', 'SOME_STORY', 'VIDEO'] }),
    DK: ['SoMe-film', 'Kort film i højformat til Instagram og Facebook, i den stil du vælger.'],
    SE: ['Film för sociala medier', 'Kort film i stående format för Instagram och Facebook.'],
    NO: ['SoMe-film', 'Kort film i høyformat til Instagram og Facebook, i stilen du velger.'],
  },
  {
    item: 'SOME-SLIDESHOW',
    prices: [695, 1045, 1090],
    tasks: ['SOCIAL_MEDIA_SLIDESHOW'],
    delivers: delivers(['files', 'links'], ['SlideShow'], { tags: ['SOME_FEED', 'SOME_STORY'] }),
    DK: ['SoMe-slideshow', 'Billedserie med tekst og musik til sociale medier.'],
    SE: ['Bildspel för sociala medier', 'Bildserie med text och musik för sociala medier.'],
    NO: ['SoMe-bildeserie', 'Bildeserie med tekst og musikk til sosiale medier.'],
  },
  {
    item: 'IMAGE-SELECTOR',
    prices: [495, 745, 780],
    tasks: ['IMAGE_SELECTOR'],
    delivers: PICTURES,
    DK: ['Billedvælger', 'Fotografen tager ekstra billeder, og du vælger selv de bedste.'],
    SE: ['Bildväljare', 'Fotografen tar extra bilder och du väljer själv de bästa.'],
    NO: ['Bildevelger', 'Fotografen tar ekstra bilder, og du velger selv de beste.'],
  },
  {
    item: 'WHITEBOX-SELECTOR',
    prices: [595, 895, 930],
    tasks: ['WHITEBOX_IMAGE_SELECTOR'],
    delivers: PICTURES,
    DK: [
      'Whitebox-billedvælger',
      'Vælg de billeder, der skal leveres som tomme, lyse rum til egen indretning.',
    ],
    SE: ['Whitebox-bildväljare', 'Välj bilderna som levereras som tomma, ljusa rum att inreda själv.'],
    NO: ['Whitebox-bildevelger', 'Velg bildene som leveres som tomme, lyse rom til egen innredning.'],
  },
  {
    item: 'SOME-GIF',
    prices: [295, 445, 460],
    tasks: ['SOCIAL_MEDIA_GIF'],
    delivers: delivers(['files'], ['AnimatedPicture'], { tags: ['SOME_FEED'] }),
    DK: ['SoMe-GIF', 'Animeret GIF af udvalgte billeder til opslag og annoncer.'],
    SE: ['GIF för sociala medier', 'Animerad GIF av utvalda bilder för inlägg och annonser.'],
    NO: ['SoMe-GIF', 'Animert GIF av utvalgte bilder til innlegg og annonser.'],
  },
  {
    item: 'AI-TEXT-REVIEW',
    prices: [195, 295, 310],
    tasks: ['AI_TEXT_OVERVIEW'],
    delivers: TEXTS,
    DK: ['AI-tekstgennemgang', 'Gennemse og færdiggør de AI-skrevne tekster i AI-værktøjet.'],
    SE: ['AI-textgranskning', 'Granska och slutför de AI-skrivna texterna i AI-verktyget.'],
    NO: ['AI-tekstgjennomgang', 'Gå gjennom og fullfør de AI-skrevne tekstene i AI-verktøyet.'],
  },
  {
    item: 'COPY-SHORT',
    prices: [795, 1195, 1250],
    tasks: ['BASIC', 'BASIC_OPT', 'NO_STYLE_TEXT'],
    delivers: TEXTS,
    DK: ['Kort boligtekst', 'Kort, saglig salgstekst ud fra din beskrivelse af boligen.'],
    SE: ['Kort objektbeskrivning', 'Kort, saklig säljtext utifrån din beskrivning av bostaden.'],
    NO: ['Kort boligtekst', 'Kort, saklig salgstekst ut fra din beskrivelse av boligen.'],
  },
  {
    item: 'COPY-AD',
    prices: [495, 745, 780],
    tasks: ['TEXT'],
    delivers: TEXTS,
    DK: ['Annoncetekst', 'Kort tekst til annoncer på boligportaler og sociale medier.'],
    SE: ['Annonstext', 'Kort text till annonser på bostadsportaler och sociala medier.'],
    NO: ['Annonsetekst', 'Kort tekst til annonser på boligportaler og sosiale medier.'],
  },
  {
    item: 'COPY-COMMERCIAL',
    prices: [1495, 2195, 2290],
    tasks: ['COMTEXT'],
    delivers: TEXTS,
    DK: ['Erhvervstekst', 'Salgstekst til erhvervsejendom, butik eller kontor.'],
    SE: ['Text för kommersiell fastighet', 'Säljtext för kommersiell fastighet, butik eller kontor.'],
    NO: ['Næringstekst', 'Salgstekst for næringseiendom, butikk eller kontor.'],
  },
  {
    item: 'VIDEO-SPEAK',
    prices: [995, 1495, 1590],
    tasks: ['SPEAK_INPUT', 'INTRO_OUTRO_SPEAK'],
    delivers: NOTHING,
    DK: ['Speak til boligvideo', 'Professionel speaker læser din tekst op i filmen.'],
    SE: ['Speakerröst till film', 'En professionell speaker läser din text i filmen.'],
    NO: ['Speak til boligvideo', 'Profesjonell speaker leser teksten din i filmen.'],
  },
  {
    item: 'VIDEO-INTRO',
    prices: [395, 595, 620],
    tasks: ['INTRO_OUTRO'],
    delivers: film({ caseCategory: 'INTRO_OUTRO' }),
    DK: ['Intro og outro', 'Tekstskilte med kontorets navn i starten og slutningen af filmen.'],
    SE: ['Intro och outro', 'Textskyltar med kontorets namn i början och slutet av filmen.'],
    NO: ['Intro og outro', 'Tekstplakater med kontorets navn i starten og slutten av filmen.'],
  },
  {
    item: 'PORTRAIT-FILM',
    grouping: 'PORTRAIT',
    prices: [2995, 4395, 4590],
    tasks: ['BOOK_PHOTOGRAPHER', 'UPLOAD_VIDEOS', 'PERSON'],
    delivers: film({ caseCategory: 'PORTRAIT' }),
    DK: ['Medarbejderfilm', 'Kort film, hvor en medarbejder præsenterer sig selv.'],
    SE: ['Medarbetarfilm', 'Kort film där en medarbetare presenterar sig själv.'],
    NO: ['Medarbeiderfilm', 'Kort film der en medarbeider presenterer seg selv.'],
  },
  {
    item: 'EXTRA-VISIT',
    prices: [995, 1495, 1590],
    tasks: PHOTO_TASKS,
    delivers: PICTURES,
    extra: { separateOnly: true },
    DK: [
      'Ekstra fotobesøg',
      'Nyt besøg, fx til sommerbilleder eller efter istandsættelse. Bestilles for sig.',
    ],
    SE: ['Extra fotobesök', 'Nytt besök, t.ex. för sommarbilder eller efter renovering. Beställs separat.'],
    NO: ['Ekstra fotobesøk', 'Nytt besøk, f.eks. for sommerbilder eller etter oppussing. Bestilles separat.'],
  },
  {
    item: 'LOCATION',
    grouping: 'LOCATION',
    prices: [795, 1195, 1250],
    tasks: ['LOCATION', 'UPLOAD_IMAGES'],
    delivers: delivers(['files'], ['Picture'], { caseCategory: 'LOCATION' }),
    DK: ['Områdebilleder', 'Billeder af nærområdet: indkøb, natur og seværdigheder.'],
    SE: ['Områdesbilder', 'Bilder av närområdet: service, natur och sevärdheter.'],
    NO: ['Områdebilder', 'Bilder av nærområdet: butikker, natur og severdigheter.'],
  },
  {
    item: 'PORTRAIT',
    grouping: 'PORTRAIT',
    prices: [1495, 2195, 2290],
    tasks: ['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES', 'PERSON_INFO'],
    delivers: delivers(['files'], ['Picture'], { caseCategory: 'PORTRAIT' }),
    DK: ['Portrætfoto', 'Portræt af én medarbejder på kontoret, 3 redigerede billeder.'],
    SE: ['Porträttfoto', 'Porträtt av en medarbetare på kontoret, 3 redigerade bilder.'],
    NO: ['Portrettfoto', 'Portrett av én medarbeider på kontoret, 3 redigerte bilder.'],
  },
  {
    item: 'PORTRAIT-GROUP',
    grouping: 'PORTRAIT',
    prices: [1995, 2995, 3090],
    tasks: PHOTO_TASKS,
    delivers: delivers(['files'], ['Picture'], { caseCategory: 'GROUP' }),
    DK: ['Gruppebillede', 'Fælles billede af hele kontoret.'],
    SE: ['Gruppbild', 'Gemensam bild av hela kontoret.'],
    NO: ['Gruppebilde', 'Felles bilde av hele kontoret.'],
  },
  {
    item: 'SHOP-15',
    grouping: 'SHOP',
    prices: [2495, 3695, 3890],
    tasks: PHOTO_TASKS,
    delivers: delivers(['files'], ['Picture'], { caseCategory: 'SHOP' }),
    DK: ['Butiksfoto 15 billeder', 'Facade, indretning og varer til web og sociale medier.'],
    SE: ['Butiksfoto 15 bilder', 'Fasad, inredning och varor för webb och sociala medier.'],
    NO: ['Butikkfoto 15 bilder', 'Fasade, innredning og varer til nett og sosiale medier.'],
  },
  {
    item: 'SHOP-30',
    grouping: 'SHOP',
    prices: [3995, 5795, 6090],
    tasks: PHOTO_TASKS,
    delivers: delivers(['files'], ['Picture'], { caseCategory: 'SHOP' }),
    DK: ['Butiksfoto 30 billeder', 'Facade, indretning og varer til web, kampagner og sociale medier.'],
    SE: ['Butiksfoto 30 bilder', 'Fasad, inredning och varor för webb, kampanjer och sociala medier.'],
    NO: ['Butikkfoto 30 bilder', 'Fasade, innredning og varer til nett, kampanjer og sosiale medier.'],
  },
  {
    item: 'SHOP-VIDEO',
    grouping: 'SHOP',
    prices: [3495, 4995, 5290],
    tasks: ['BOOK_PHOTOGRAPHER', 'UPLOAD_VIDEOS'],
    delivers: film({ caseCategory: 'SHOP' }),
    DK: ['Butiksvideo 60 sek.', 'Film af butikken og stemningen, klar til web og sociale medier.'],
    SE: ['Butiksfilm 60 sek.', 'Film av butiken och stämningen, klar för webb och sociala medier.'],
    NO: ['Butikkvideo 60 sek.', 'Film av butikken og stemningen, klar for nett og sosiale medier.'],
  },
  {
    item: 'KEY-PICKUP',
    grouping: 'NONE',
    prices: [295, 445, 460],
    tasks: [],
    delivers: NOTHING,
    extra: { alaCarte: false },
    DK: ['Nøgleafhentning', 'Fotografen henter og afleverer nøglen.'],
    SE: ['Nyckelhämtning', 'Fotografen hämtar och lämnar tillbaka nyckeln.'],
    NO: ['Nøkkelhenting', 'Fotografen henter og leverer tilbake nøkkelen.'],
  },
  {
    item: 'END-USER-FEE',
    grouping: 'ENDUSERFEE',
    prices: [95, 145, 150],
    tasks: [],
    delivers: NOTHING,
    extra: { alaCarte: false },
    DK: ['Faktureringsgebyr slutkunde', 'Gebyr for faktura direkte til sælger eller anden modtager.'],
    SE: ['Faktureringsavgift slutkund', 'Avgift för faktura direkt till säljaren eller annan mottagare.'],
    NO: ['Faktureringsgebyr sluttkunde', 'Gebyr for faktura direkte til selger eller annen mottaker.'],
  },
];
