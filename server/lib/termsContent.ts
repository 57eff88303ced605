/**
 * The text of the terms (forsikringsvilkår) per product code. Plain data: headings with paragraphs
 * and bullet lists, rendered to a tagged PDF by termsPdf.ts. Deductible per SPEC §9.
 */

export interface TermsSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}

export interface TermsText {
  /** Who the insurance is for, in one line under the title. */
  audience: string;
  sections: readonly TermsSection[];
}

const DEDUCTIBLE: TermsSection = {
  heading: 'Egenandel',
  paragraphs: [
    'Egenandelen er 2 000 kr per skadetilfelle ved skadedyrbekjempelse eller bygningsskade som dekkes, med mindre annet står i forsikringsbeviset.',
    'Gjelder skaden flere bygninger på samme eiendom og har samme årsak, trekkes bare én egenandel.',
  ],
};

const CLAIMS: TermsSection = {
  heading: 'Når skaden er ute',
  paragraphs: ['Gjør dette når du oppdager en skade:'],
  bullets: [
    'Meld skaden så snart du oppdager den, på Min side eller på telefon.',
    'Ta bilder av skaden og ta vare på skadede gjenstander til vi har sett på dem.',
    'Begrens skaden så godt du kan, for eksempel ved å fjerne fuktkilden.',
    'Ikke sett i gang utbedring eller bekjempelse selv før du har avtalt det med oss.',
    'Vi tar kontakt innen neste virkedag etter at skaden er meldt, og sender takstmann eller skadedyrtekniker ved behov.',
  ],
};

const SETTLEMENT: TermsSection = {
  heading: 'Skadeoppgjør',
  paragraphs: [
    'Vi velger om skaden skal utbedres ved reparasjon, bekjempelse eller kontant oppgjør. Ved bygningsskade som dekkes, kan du få kontant oppgjør og utbedre skaden selv, men vi anbefaler at arbeidet gjøres av fagfolk.',
    'Erstatningen beregnes etter hva det koster å sette bygningen eller gjenstanden i samme stand som før skaden, med fradrag for egenandel.',
  ],
};

const PERIOD: TermsSection = {
  heading: 'Forsikringstid, fornyelse og oppsigelse',
  paragraphs: [
    'Forsikringen gjelder for ett år av gangen og fornyes automatisk hvis ikke du eller vi sier den opp. Du kan si opp forsikringen når som helst i forsikringstiden hvis du går over til et annet selskap eller ikke lenger har behov for den.',
  ],
};

const COMPLAINTS: TermsSection = {
  heading: 'Klage',
  paragraphs: [
    'Er du uenig i en avgjørelse, kan du klage til kundeservice. Får du ikke medhold, kan du bringe saken inn for Finansklagenemnda.',
  ],
};

const BUILDING: TermsText = {
  audience: 'For private eneboliger, rekkehus, tomannsboliger og fritidsboliger.',
  sections: [
    {
      heading: 'Hvem forsikringen gjelder for',
      paragraphs: [
        'Forsikringen gjelder for forsikringstakeren og for den som til enhver tid eier bygningen som står i forsikringsbeviset. Ved salg følger forsikringen bygningen ut forsikringsperioden.',
      ],
    },
    {
      heading: 'Hva forsikringen dekker',
      paragraphs: ['Forsikringen dekker skade som har oppstått mens bygningen har vært forsikret hos oss, uansett hvem som eide den da skaden oppsto.'],
      bullets: [
        'Skade på bærende konstruksjoner og fast tilbehør etter råte, hussopp og andre treødeleggende sopper.',
        'Skade etter treskadeinsekter som stripet borebille, husbukk og stokkmaur.',
        'Bekjempelse av mus, rotter, veggdyr, kakerlakker, skjeggkre og sølvkre inne i boligen.',
        'Nødvendig riving og gjenoppbygging for å utbedre en skade som dekkes.',
        'Forebyggende befaring når det er begrunnet mistanke om skade.',
      ],
    },
    {
      heading: 'Hva forsikringen ikke dekker',
      bullets: [
        'Skade som skyldes manglende vedlikehold, eller fukt du kjente til uten å utbedre.',
        'Skade som oppsto før forsikringen trådte i kraft.',
        'Kosmetiske skader som ikke svekker konstruksjonen, for eksempel misfarging og overflatesopp.',
        'Innbo og løsøre.',
        'Bekjempelse av bier, humler, veps og maur utendørs.',
      ],
    },
    DEDUCTIBLE,
    CLAIMS,
    SETTLEMENT,
    PERIOD,
    COMPLAINTS,
  ],
};

const CONTENTS: TermsText = {
  audience: 'For innbo og løsøre i private boliger, enten du eier eller leier.',
  sections: [
    {
      heading: 'Hvem forsikringen gjelder for',
      paragraphs: ['Forsikringen gjelder for forsikringstakeren og husstanden, det vil si de som bor fast sammen med forsikringstakeren på adressen i forsikringsbeviset.'],
    },
    {
      heading: 'Hva forsikringen dekker',
      paragraphs: ['Forsikringen dekker skade på innbo og løsøre som har oppstått mens boligen har vært forsikret hos oss, uansett om du eier eller leier.'],
      bullets: [
        'Bekjempelse av veggdyr, kakerlakker, skjeggkre, sølvkre, mus og rotter i boligen.',
        'Erstatning for innbo som må kastes etter et skadedyrangrep, for eksempel madrasser, møbler og tekstiler.',
        'Rådgivning fra skadedyrtekniker på telefon.',
      ],
    },
    {
      heading: 'Hva forsikringen ikke dekker',
      bullets: [
        'Skade på selve bygningen. Den må forsikres av huseieren, borettslaget eller sameiet.',
        'Skadedyr i hytte eller fritidsbolig.',
        'Skade som oppsto før forsikringen trådte i kraft.',
        'Gjenstander med bare affeksjonsverdi.',
      ],
    },
    DEDUCTIBLE,
    CLAIMS,
    SETTLEMENT,
    PERIOD,
    COMPLAINTS,
  ],
};

/** The terms of a product code (BTHUS: building, SFINNBO: contents); unknown codes get the building terms. */
export function termsFor(productCode: string): TermsText {
  return productCode === 'SFINNBO' ? CONTENTS : BUILDING;
}
