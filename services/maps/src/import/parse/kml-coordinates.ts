/** A position needs a longitude and a latitude; togeojson keeps an altitude as the third number. */
const MIN_POSITION_NUMBERS = 2;
const MAX_POSITION_NUMBERS = 3;

/**
 * A KML position, "longitude,latitude[,altitude]", as togeojson 7 reads it: whitespace anywhere is
 * ignored, parts that are not numbers are skipped, at most three numbers are kept. Undefined when
 * fewer than two numbers are left.
 */
export function kmlPosition(text: string): number[] | undefined {
  const numbers = text
    .replace(/\s/g, '')
    .split(',')
    .map((part) => Number.parseFloat(part))
    .filter((number) => !Number.isNaN(number))
    .slice(0, MAX_POSITION_NUMBERS);
  return numbers.length >= MIN_POSITION_NUMBERS ? numbers : undefined;
}

/** The positions of a KML `coordinates` list (separated by whitespace), without those that are not positions. */
export function kmlPositions(text: string): number[][] {
  return text
    .trim()
    .split(/\s+/)
    .flatMap((part) => {
      const position = kmlPosition(part);
      return position ? [position] : [];
    });
}
