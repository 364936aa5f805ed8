import { cx } from '#web/lib/cx.ts';
import { glyphs, Icon } from './icon.tsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
      <Icon icon={glyphs.loaderCircle} className="animate-spin" strokeWidth={3} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
