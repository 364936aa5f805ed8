/**
 * Grad years from grades. A school year is named by the calendar year it ends in
 * (2025-26 ends in 2026); a 12th grader that year graduates in 2026, a 9th grader in 2029.
 * The school year is the one the file states (a title row "2025-26 season", "Fall 2025",
 * a header "Grade (2025-26)"), else the current one (from July on, the next calendar year).
 */

/** The calendar year the school year ends in, as the file states it; null when it does not. */
export function schoolYearFromText(text: string): number | null {
  const span = /\b(20\d{2})\s*[-–—/]\s*(20)?(\d{2})\b/.exec(text);
  if (span) {
    const start = Number(span[1]);
    const end = Number(`${span[2] ?? String(start).slice(0, 2)}${span[3]}`);
    if (end === start + 1) return end;
  }
  const fall = /\b(fall|autumn)\s+(20\d{2})\b/i.exec(text);
  if (fall) return Number(fall[2]) + 1;
  const spring = /\b(spring|summer)\s+(20\d{2})\b/i.exec(text);
  if (spring) return Number(spring[2]);
  return null;
}

/** The school year under way on `today` (July starts the next one). */
export function currentSchoolYear(today: Date): number {
  return today.getUTCMonth() >= 6 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
}

const GRADE_WORDS: Record<string, number> = {
  k: 0,
  kg: 0,
  kinder: 0,
  kindergarten: 0,
  fr: 9,
  fresh: 9,
  frosh: 9,
  freshman: 9,
  so: 10,
  soph: 10,
  sophomore: 10,
  jr: 11,
  junior: 11,
  sr: 12,
  senior: 12,
};
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/**
 * A grade cell to a grade number 0-12 (0: kindergarten), or null. Fr./So./Jr./Sr.,
 * "Eighth", "7th", "Grade 8", "Gr. 6", "8th grade" say they are grades wherever they are;
 * a bare number ("9", "09") counts only from a grade column (`numbers`).
 */
export function gradeNumber(value: string, numbers: boolean): number | null {
  const word = value.toLowerCase().replace(/[.\s_-]/g, '');
  if (word in GRADE_WORDS) return GRADE_WORDS[word]!;
  const spelled = /^([a-z]+?)(grade)?$/.exec(word);
  if (spelled && ORDINAL_WORDS.includes(spelled[1]!)) return ORDINAL_WORDS.indexOf(spelled[1]!) + 1;
  const match = /^(grade|gr|grd)?0?(\d{1,2})(st|nd|rd|th)?(grade|gr)?$/.exec(word);
  if (!match) return null;
  const marked = match[1] || match[3] || match[4];
  if (!marked && !numbers) return null;
  const grade = Number(match[2]);
  return grade >= 1 && grade <= 12 ? grade : null;
}

/**
 * A grad-year or grade cell to the grad year's text. Four digits stay as written; a
 * grade (Fr./So./Jr./Sr., or 9-12 in a grade column) becomes the year it graduates;
 * anything else is returned as it is, for the validation to report.
 */
export function gradYearFromCell(
  value: string,
  source: 'gradYear' | 'grade',
  schoolYearEnd: number,
): { text: string; fromGrade: boolean } {
  if (!value || /^\d{4}$/.test(value)) return { text: value, fromGrade: false };
  const classOf = /^class\s+of\s+(\d{4})$/i.exec(value);
  if (classOf) return { text: classOf[1]!, fromGrade: false };
  const grade = gradeNumber(value, source === 'grade');
  if (grade === null) return { text: value, fromGrade: false };
  return { text: String(schoolYearEnd + 12 - grade), fromGrade: true };
}
