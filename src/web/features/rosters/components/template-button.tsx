import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { DownloadIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDownloadRosterTemplate } from '../api/download-template.ts';

const t = messages.coachTools;

/** Download Template: roster-template.csv, with the 'Template Downloaded' toast. */
export function TemplateButton({ className }: { className?: string }) {
  const download = useDownloadRosterTemplate();
  async function onClick() {
    try {
      await download.mutateAsync();
      toast({
        title: t.templateDownloaded,
        description: t.templateDownloadedText,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedTemplate),
        variant: 'destructive',
      });
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => void onClick()}
    >
      {download.isPending ? <Spinner /> : <DownloadIcon />}
      {t.downloadTemplate}
    </Button>
  );
}
