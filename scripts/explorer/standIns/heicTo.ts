/** The explorer's stand-in for the HEIC photo converter (3 MB): a HEIC photo fails to convert, as the app tells. */
export async function heicTo(): Promise<never> {
  throw new Error('The explorer does not convert HEIC photos');
}
