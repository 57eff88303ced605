import type { ProductCase } from '../../../domain/insuranceRules';

/**
 * What the check result says per product case (SPEC §2 "Check result detail"). The heading and its
 * text are the spec's; the sub-blocks (three, a fourth for Innbo) are ours: what is covered, what to
 * do on discovering damage, the deductible (SPEC §9), and for Innbo that owners and renters are covered.
 */

export interface SubBlock {
  heading: string;
  text: string;
}

export interface CheckResultContent {
  /** Empty for other products: then no heading is shown. */
  heading: string;
  text: string;
  blocks: readonly SubBlock[];
}

const DEDUCTIBLE: SubBlock = {
  heading: 'Egenandel',
  text: 'Egenandelen er 2 000 kr ved skadedyrbekjempelse eller bygningsskade som dekkes, med mindre annet står i forsikringsbeviset.',
};

export const CHECK_RESULT_CONTENT: Record<ProductCase, CheckResultContent> = {
  building: {
    heading: 'Råte- og skadedyrforsikring',
    text: 'Forsikringen dekker skader som har oppstått mens boligen har vært forsikret, uansett hvem som eide den da. Det er en fordel, fordi skader etter råte og skadedyr utvikler seg over tid.',
    blocks: [
      {
        heading: 'Hva dekkes?',
        text: 'Utbedring av skader på bygningen etter råte, hussopp og treskadeinsekter, og bekjempelse av skadedyr som mus, rotter, veggdyr, kakerlakker og skjeggkre.',
      },
      {
        heading: 'Har du oppdaget skade?',
        text: 'Meld skaden så snart du kan, gjerne med bilder. Ikke start utbedring selv før du har snakket med oss – vi sender takstmann eller skadedyrtekniker som vurderer skaden.',
      },
      DEDUCTIBLE,
    ],
  },
  contents: {
    heading: 'Skadedyrforsikring',
    text: 'Forsikringen dekker skader på innbo som har oppstått mens boligen har vært forsikret, enten du eier eller leier boligen.',
    blocks: [
      {
        heading: 'Hva dekkes?',
        text: 'Bekjempelse av skadedyr som veggdyr, kakerlakker og skjeggkre i boligen, og erstatning for innbo som må kastes etter et angrep, for eksempel madrasser og tekstiler.',
      },
      {
        heading: 'Har du oppdaget skadedyr?',
        text: 'Ta bilder av skadedyrene og skadene, og meld skaden til oss før du kaster noe. En skadedyrtekniker gir deg råd om hva du bør gjøre mens du venter.',
      },
      DEDUCTIBLE,
      {
        heading: 'Eier eller leier du?',
        text: 'Forsikringen gjelder innboet ditt uansett om du eier eller leier boligen. Selve bygningen dekkes ikke; den må forsikres av huseieren, borettslaget eller sameiet.',
      },
    ],
  },
  other: {
    heading: '',
    text: '',
    blocks: [
      {
        heading: 'Hva dekkes?',
        text: 'Hva forsikringen dekker, står i vilkårene og i forsikringsbeviset for avtalen. Der finner du også hva som ikke dekkes.',
      },
      {
        heading: 'Har du oppdaget skade?',
        text: 'Meld skaden så snart du kan, gjerne med bilder, og vent med å utbedre til du har snakket med oss.',
      },
      DEDUCTIBLE,
    ],
  },
};
