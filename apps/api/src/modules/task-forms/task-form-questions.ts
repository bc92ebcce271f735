import type { Locale, TaskCategory, TaskFormQuestion } from '@portal/contracts';

interface QuestionDefinition {
  id: string;
  yesOrNo?: boolean;
  text: Record<Locale, string>;
}

// The questions are written here rather than in the contracts: only the hub needs the texts (a form stores
// the questions as they were asked), so the portal's bundle does not carry them.
const Q = {
  fullName: {
    id: 'fullName',
    text: {
      en: 'Your full name as it should be shown',
      da: 'Dit fulde navn, som det skal vises',
      sv: 'Ditt fullständiga namn som det ska visas',
      no: 'Ditt fulle navn slik det skal vises',
    },
  },
  jobTitle: {
    id: 'jobTitle',
    text: {
      en: 'Your job title',
      da: 'Din stillingsbetegnelse',
      sv: 'Din yrkestitel',
      no: 'Din stillingstittel',
    },
  },
  contactDetails: {
    id: 'contactDetails',
    text: {
      en: 'The phone number and email address to show with your portrait',
      da: 'Det telefonnummer og den e-mailadresse, der skal stå ved dit portræt',
      sv: 'Telefonnummer och e-postadress som ska visas vid ditt porträtt',
      no: 'Telefonnummeret og e-postadressen som skal stå ved portrettet ditt',
    },
  },
  experience: {
    id: 'experience',
    text: {
      en: 'How long have you worked with property, and where?',
      da: 'Hvor længe har du arbejdet med ejendomme, og hvor?',
      sv: 'Hur länge har du arbetat med fastigheter, och var?',
      no: 'Hvor lenge har du jobbet med eiendom, og hvor?',
    },
  },
  speciality: {
    id: 'speciality',
    text: {
      en: 'What do you specialise in (areas, types of property)?',
      da: 'Hvad er du specialist i (områder, boligtyper)?',
      sv: 'Vad är du specialiserad på (områden, bostadstyper)?',
      no: 'Hva er du spesialist på (områder, boligtyper)?',
    },
  },
  aboutYou: {
    id: 'aboutYou',
    text: {
      en: 'Tell us a little about yourself outside work.',
      da: 'Fortæl lidt om dig selv uden for arbejdet.',
      sv: 'Berätta lite om dig själv utanför jobbet.',
      no: 'Fortell litt om deg selv utenom jobben.',
    },
  },
  showContactDetails: {
    id: 'showContactDetails',
    yesOrNo: true,
    text: {
      en: 'May we show your phone number and email address with the portrait?',
      da: 'Må vi vise dit telefonnummer og din e-mailadresse ved portrættet?',
      sv: 'Får vi visa ditt telefonnummer och din e-postadress vid porträttet?',
      no: 'Kan vi vise telefonnummeret og e-postadressen din ved portrettet?',
    },
  },
  presenter: {
    id: 'presenter',
    text: {
      en: 'Who presents the property in the film (name and title)?',
      da: 'Hvem præsenterer boligen i filmen (navn og titel)?',
      sv: 'Vem presenterar bostaden i filmen (namn och titel)?',
      no: 'Hvem presenterer boligen i filmen (navn og tittel)?',
    },
  },
  intro: {
    id: 'intro',
    text: {
      en: 'What should be said at the start of the film?',
      da: 'Hvad skal der siges i starten af filmen?',
      sv: 'Vad ska sägas i början av filmen?',
      no: 'Hva skal sies i starten av filmen?',
    },
  },
  highlights: {
    id: 'highlights',
    text: {
      en: 'Which three things make the property special?',
      da: 'Hvilke tre ting gør boligen særlig?',
      sv: 'Vilka tre saker gör bostaden speciell?',
      no: 'Hvilke tre ting gjør boligen spesiell?',
    },
  },
  outro: {
    id: 'outro',
    text: {
      en: 'What should be said at the end of the film, for example how to book a viewing?',
      da: 'Hvad skal der siges til sidst i filmen, fx hvordan man booker en fremvisning?',
      sv: 'Vad ska sägas i slutet av filmen, till exempel hur man bokar en visning?',
      no: 'Hva skal sies på slutten av filmen, for eksempel hvordan man booker en visning?',
    },
  },
  onCamera: {
    id: 'onCamera',
    yesOrNo: true,
    text: {
      en: 'Will the presenter appear on camera?',
      da: 'Skal præsentanten ses i billedet?',
      sv: 'Ska presentatören synas i bild?',
      no: 'Skal presentatøren være med i bildet?',
    },
  },
  rooms: {
    id: 'rooms',
    text: {
      en: 'Which rooms or details should the speaker point out?',
      da: 'Hvilke rum eller detaljer skal speakeren fremhæve?',
      sv: 'Vilka rum eller detaljer ska speakern lyfta fram?',
      no: 'Hvilke rom eller detaljer skal speakeren trekke fram?',
    },
  },
  areaForSpeaker: {
    id: 'area',
    text: {
      en: 'What should be said about the area?',
      da: 'Hvad skal der siges om området?',
      sv: 'Vad ska sägas om området?',
      no: 'Hva skal sies om området?',
    },
  },
  pronunciation: {
    id: 'pronunciation',
    text: {
      en: 'Are there names or words the speaker must pronounce in a particular way?',
      da: 'Er der navne eller ord, speakeren skal udtale på en bestemt måde?',
      sv: 'Finns det namn eller ord som speakern ska uttala på ett särskilt sätt?',
      no: 'Er det navn eller ord speakeren må uttale på en bestemt måte?',
    },
  },
  mentionPrice: {
    id: 'mentionPrice',
    yesOrNo: true,
    text: {
      en: 'Should the speaker mention the price?',
      da: 'Skal speakeren nævne prisen?',
      sv: 'Ska speakern nämna priset?',
      no: 'Skal speakeren nevne prisen?',
    },
  },
  bestThings: {
    id: 'bestThings',
    text: {
      en: 'What do you like best about the home?',
      da: 'Hvad holder du mest af ved boligen?',
      sv: 'Vad tycker du bäst om med bostaden?',
      no: 'Hva liker du best med boligen?',
    },
  },
  renovations: {
    id: 'renovations',
    text: {
      en: 'What has been renovated or modernised, and when?',
      da: 'Hvad er blevet renoveret eller moderniseret, og hvornår?',
      sv: 'Vad har renoverats eller moderniserats, och när?',
      no: 'Hva er pusset opp eller modernisert, og når?',
    },
  },
  heating: {
    id: 'heating',
    text: {
      en: 'How is the home heated?',
      da: 'Hvordan opvarmes boligen?',
      sv: 'Hur värms bostaden upp?',
      no: 'Hvordan varmes boligen opp?',
    },
  },
  outdoor: {
    id: 'outdoor',
    text: {
      en: 'Describe the garden, terrace or balcony.',
      da: 'Beskriv haven, terrassen eller altanen.',
      sv: 'Beskriv trädgården, terrassen eller balkongen.',
      no: 'Beskriv hagen, terrassen eller balkongen.',
    },
  },
  parking: {
    id: 'parking',
    yesOrNo: true,
    text: {
      en: 'Does the home come with its own parking?',
      da: 'Hører der egen parkering til boligen?',
      sv: 'Ingår egen parkering i bostaden?',
      no: 'Følger det med egen parkering til boligen?',
    },
  },
  anythingElse: {
    id: 'anythingElse',
    text: {
      en: 'Is there anything else buyers should know?',
      da: 'Er der andet, køberne bør vide?',
      sv: 'Finns det något mer som köparna bör veta?',
      no: 'Er det noe annet kjøperne bør vite?',
    },
  },
  shopping: {
    id: 'shopping',
    text: {
      en: 'Where are the nearest shops, and how far away are they?',
      da: 'Hvor ligger de nærmeste butikker, og hvor langt er der?',
      sv: 'Var ligger de närmaste affärerna, och hur långt är det dit?',
      no: 'Hvor ligger de nærmeste butikkene, og hvor langt er det dit?',
    },
  },
  schools: {
    id: 'schools',
    text: {
      en: 'Which schools and day-care centres are nearby?',
      da: 'Hvilke skoler og daginstitutioner ligger i nærheden?',
      sv: 'Vilka skolor och förskolor finns i närheten?',
      no: 'Hvilke skoler og barnehager ligger i nærheten?',
    },
  },
  transport: {
    id: 'transport',
    text: {
      en: 'What public transport is close by?',
      da: 'Hvilken offentlig transport er der tæt på?',
      sv: 'Vilka kollektiva färdmedel finns i närheten?',
      no: 'Hvilken kollektivtransport er det i nærheten?',
    },
  },
  nature: {
    id: 'nature',
    text: {
      en: 'Which parks, beaches, woods or sports facilities are nearby?',
      da: 'Hvilke parker, strande, skove eller idrætsanlæg ligger i nærheden?',
      sv: 'Vilka parker, stränder, skogar eller idrottsanläggningar finns i närheten?',
      no: 'Hvilke parker, strender, skoger eller idrettsanlegg ligger i nærheten?',
    },
  },
  quietArea: {
    id: 'quietArea',
    yesOrNo: true,
    text: {
      en: 'Is it a quiet area with little traffic?',
      da: 'Er det et roligt område med lidt trafik?',
      sv: 'Är det ett lugnt område med lite trafik?',
      no: 'Er det et rolig område med lite trafikk?',
    },
  },
  favourite: {
    id: 'favourite',
    text: {
      en: 'What is your favourite thing about the area?',
      da: 'Hvad er det bedste ved området?',
      sv: 'Vad är det bästa med området?',
      no: 'Hva er det beste med området?',
    },
  },
} satisfies Record<string, QuestionDefinition>;

const PERSON: QuestionDefinition[] = [
  Q.fullName,
  Q.jobTitle,
  Q.contactDetails,
  Q.showContactDetails,
  Q.experience,
  Q.speciality,
  Q.aboutYou,
];

/**
 * The questions of each form category (docs/decisions/0117-interviews-and-questionnaires.md): a portrait's
 * person text, a film's intro and outro, the speaker's script, the seller's questionnaire about the home
 * and the area questionnaire.
 */
const QUESTIONS: Partial<Record<TaskCategory, QuestionDefinition[]>> = {
  PERSON,
  PERSON_INFO: PERSON,
  INTRO_OUTRO: [Q.presenter, Q.onCamera, Q.intro, Q.highlights, Q.outro],
  INTRO_OUTRO_SPEAK: [Q.intro, Q.highlights, Q.outro, Q.pronunciation, Q.mentionPrice],
  SPEAK_INPUT: [Q.highlights, Q.rooms, Q.areaForSpeaker, Q.pronunciation, Q.mentionPrice],
  BASIC: [Q.bestThings, Q.renovations, Q.heating, Q.outdoor, Q.parking, Q.anythingElse],
  BASIC_OPT: [Q.bestThings, Q.renovations, Q.heating, Q.outdoor, Q.parking, Q.anythingElse],
  LOCATION: [Q.shopping, Q.schools, Q.transport, Q.nature, Q.quietArea, Q.favourite],
};

/** The questions of a form category in one language; empty for a category without a form. */
export function questionsOf(category: string, locale: Locale): TaskFormQuestion[] {
  return (QUESTIONS[category as TaskCategory] ?? []).map((definition) => ({
    id: definition.id,
    question: definition.text[locale],
    yesOrNo: definition.yesOrNo ?? false,
  }));
}
