/** Reading the JSON a channel sends (pure, so the delivery side can use it without the endpoints). */

/**
 * JSON whose ids may be integers beyond what a JavaScript number holds exactly (Google's form and campaign
 * ids are 64-bit; Meta's ids are long digit strings, numbers in some samples): those named keys' integer
 * values are read as strings. A key inside a string value cannot match (its quotes would be escaped).
 */
export function parseJsonWithIds(text: string, idKeys: readonly string[]): unknown {
  const pattern = new RegExp(`"(${idKeys.join('|')})"(\\s*):(\\s*)(-?\\d+)(?=\\s*[,}\\]])`, 'g');
  return JSON.parse(text.replace(pattern, '"$1"$2:$3"$4"'));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
