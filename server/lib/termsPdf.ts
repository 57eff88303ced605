import { formatAmount, formatMonthlyPrice } from '../../domain/insuranceFormat';
import { TaggedPdf } from './pdf';
import { termsFor } from './termsContent';

export interface TermsProduct {
  productCode: string;
  productName: string;
  price: number;
  highlights: readonly string[];
}

/** The terms (forsikringsvilkår) of one product as a tagged PDF. */
export function termsPdf(p: TermsProduct): Promise<Uint8Array> {
  const text = termsFor(p.productCode);
  const pdf = new TaggedPdf({ title: `Vilkår ${p.productName}`, subject: `Forsikringsvilkår for ${p.productName}` });
  pdf.letterhead(`Vilkår – ${p.productName}`, text.audience);
  pdf.section('Produktopplysninger', (s) => {
    s.facts([
      ['Produkt', p.productName],
      ['Produktkode', p.productCode],
      ['Pris per år', `${formatAmount(p.price)} kr`],
      ['Pris per måned', `${formatMonthlyPrice(p.price)} kr`],
      ['Egenandel', '2 000 kr'],
    ]);
    s.paragraph('Dette er inkludert:', { bold: true });
    s.bullets(p.highlights);
  });
  for (const section of text.sections) {
    pdf.section(section.heading, (s) => {
      for (const paragraph of section.paragraphs ?? []) s.paragraph(paragraph);
      if (section.bullets) s.bullets(section.bullets);
    });
  }
  return pdf.end();
}
