import { type Locale, propertyTypeLabel } from '@portal/contracts';
import type { AiTextTool, PropertyFacts } from './ai-text-tool.ts';

interface Phrases {
  home: string;
  /** "<type> with <area> of living space". */
  area: (type: string, area: string) => string;
  rooms: (count: number) => string;
  storeys: (count: number) => string;
  welcome: (address: string) => string;
  closing: string;
}

// Written without articles ("Radhus med 120 kvm boarea"), so one phrase fits every property type's gender.
const PHRASES: Record<Locale, Phrases> = {
  en: {
    home: 'Home',
    area: (type, area) => `${type} with ${area} square metres of living space`,
    rooms: (count) => `${count} rooms`,
    storeys: (count) => `over ${count} floors`,
    welcome: (address) => `Welcome to ${address}.`,
    closing: 'Contact us to book a viewing.',
  },
  da: {
    home: 'Bolig',
    area: (type, area) => `${type} med ${area} m2 boligareal`,
    rooms: (count) => `${count} værelser`,
    storeys: (count) => `fordelt på ${count} etager`,
    welcome: (address) => `Velkommen til ${address}.`,
    closing: 'Kontakt os for at aftale en fremvisning.',
  },
  sv: {
    home: 'Bostad',
    area: (type, area) => `${type} med ${area} kvm boarea`,
    rooms: (count) => `${count} rum`,
    storeys: (count) => `fördelat på ${count} plan`,
    welcome: (address) => `Välkommen till ${address}.`,
    closing: 'Kontakta oss för att boka en visning.',
  },
  no: {
    home: 'Bolig',
    area: (type, area) => `${type} med ${area} kvm bruksareal`,
    rooms: (count) => `${count} rom`,
    storeys: (count) => `over ${count} etasjer`,
    welcome: (address) => `Velkommen til ${address}.`,
    closing: 'Kontakt oss for å avtale visning.',
  },
};

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-GB', da: 'da-DK', sv: 'sv-SE', no: 'nb-NO' };

/**
 * A first draft from the case's facts, in the user's language, for the office to rewrite: the welcome, what
 * the property is, the description the office gave earlier, and a closing line. The long-text rule is
 * applied, since the draft is what the editor starts from.
 */
export function composeAiTextDraft(facts: PropertyFacts, language: Locale): string {
  const phrases = PHRASES[language];
  const type = facts.propertyType ? propertyTypeLabel(facts.propertyType, language) : phrases.home;
  const area = facts.livingArea
    ? new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 1 }).format(facts.livingArea)
    : null;
  const details = [
    area ? phrases.area(type, area) : type,
    facts.rooms ? phrases.rooms(facts.rooms) : null,
  ].filter(Boolean);
  const storeys = facts.storeys && facts.storeys > 1 ? ` ${phrases.storeys(facts.storeys)}` : '';
  const paragraphs = [
    `${phrases.welcome(facts.address)} ${details.join(', ')}${storeys}.`,
    facts.description,
    phrases.closing,
  ].filter((paragraph): paragraph is string => Boolean(paragraph?.trim()));
  return paragraphs.join('\n\n');
}

/** Without an AI text service the portal's own editor (/tasks/{id}/ai-text) starts from a composed draft. */
export function createOfflineAiText(): AiTextTool {
  return {
    origin: 'portal',
    async openEditor(session) {
      return { url: `/tasks/${encodeURIComponent(session.taskId)}/ai-text` };
    },
    async findText(session) {
      return { text: composeAiTextDraft(session.facts, session.language), ready: true };
    },
  };
}
