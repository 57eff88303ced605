/** The first `count` words of a text, with '…' when there were more (SPEC §2: the summary shows 5). */
export function firstWords(text: string, count = 5): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')} …` : words.join(' ');
}
