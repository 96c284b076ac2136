const WORDS_PER_MINUTE = 200;

/** 'N min read': words of the content divided by 200, rounded up (at least 1). */
export function readingMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
