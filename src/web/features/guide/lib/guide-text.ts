/** The guide as plain text, for "Copy instructions" (pasted into an email or a chat). */

type Step = { title: string; text: string };
type Question = { q: string; a: string };

export function guideAsText(input: {
  title: string;
  steps: readonly Step[];
  stepLabel: (n: number) => string;
  sectionHeading: string;
  section: readonly Step[];
  faqHeading: string;
  faq: readonly Question[];
  links: readonly { label: string; url: string }[];
}): string {
  const steps = input.steps.map(
    (step, index) => `${input.stepLabel(index + 1)}: ${step.title}\n${step.text}`,
  );
  const links = input.links.map((link) => `${link.label}: ${link.url}`);
  const section = input.section.map((topic) => `${topic.title}\n${topic.text}`);
  const faq = input.faq.map((item) => `Q: ${item.q}\nA: ${item.a}`);
  return [
    input.title,
    ...steps,
    links.join('\n'),
    input.sectionHeading,
    ...section,
    input.faqHeading,
    ...faq,
  ].join('\n\n');
}
