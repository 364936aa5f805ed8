import { describe, expect, it } from 'vitest';
import { guideAsText } from './guide-text.ts';

describe('guide as text', () => {
  it('numbers the steps, lists the links and the questions', () => {
    const text = guideAsText({
      title: 'Coach Guide',
      steps: [
        { title: 'Sign up', text: 'Use your email.' },
        { title: 'Create an event', text: 'In Coach Tools.' },
      ],
      stepLabel: (n) => `Step ${n}`,
      sectionHeading: 'Running a season',
      section: [{ title: 'Weekly practices', text: 'Tick Repeat.' }],
      faqHeading: 'FAQ',
      faq: [{ q: 'Why?', a: 'Because.' }],
      links: [{ label: 'Roster Upload', url: 'https://x.test/coach/roster' }],
    });
    expect(text).toBe(
      [
        'Coach Guide',
        'Step 1: Sign up\nUse your email.',
        'Step 2: Create an event\nIn Coach Tools.',
        'Roster Upload: https://x.test/coach/roster',
        'Running a season',
        'Weekly practices\nTick Repeat.',
        'FAQ',
        'Q: Why?\nA: Because.',
      ].join('\n\n'),
    );
  });
});
