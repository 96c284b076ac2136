/**
 * A saved search's name inside a sentence (a message, a mail's subject, the unsubscribe page),
 * quoted once: the quotes of a keyword inside it turn single, “Sand rails matching ‘funco’”.
 */
export function quotedName(name: string): string {
  return `“${name.replace(/“/g, "‘").replace(/”/g, "’")}”`;
}
