/** /coach/guide (docs/product.md#coach-guide). */
export const coachGuide = {
  title: 'Coach Guide',
  intro: 'Everything a coach needs to run check-in with TapIn, from sign-up to the report.',
  stepsHeading: 'Getting started in six steps',
  step: (n: number) => `Step ${n}`,
  copyInstructions: 'Copy instructions',
  copied: 'Instructions copied!',
  copyFailed: 'Copy failed',
  copyFailedText: 'Please manually copy the instructions.',
  faqHeading: 'Frequently asked questions',
  linksHeading: 'Jump to',
  signInLink: 'Sign Up / Log In as Coach',
  rosterLink: 'Roster Upload',
  dashboardLink: 'Coach Dashboard',
  qrLink: 'QR Code Generator',
  toolsLink: 'Coach Tools',
  steps: [
    {
      title: 'Sign up and get approved',
      text: 'Open Coach Login and enter your email. TapIn emails you a secure sign-in link (no password); it works once and expires in 15 minutes. If your organisation set up single sign-on, you can use that button instead. A new account is pending until an administrator approves it.',
      link: 'signIn',
    },
    {
      title: 'Create your event',
      text: 'In Coach Tools > Events, enter the event name, location, and date and time. New events start inactive: switch the event on when check-in opens. Only one event is active at a time, so switching one on switches the others off.',
      link: 'tools',
    },
    {
      title: 'Load the roster',
      text: 'Upload a CSV file with First Name, Last Name, Team Name and Grad Year (download the template). Headers are flexible, teams are created automatically, and duplicates are skipped. Preview the file, fix any rows with errors, then import. You can also copy another event\'s roster, or connect a Google Sheet shared as "Anyone with the link can view" and press Sync Now.',
      link: 'roster',
    },
    {
      title: 'Print the QR code',
      text: 'Open the QR Code Generator, choose the event, and print the poster (or download the PNG). Post it at the entrance. The code opens check-in for that event.',
      link: 'qr',
    },
    {
      title: 'Parents scan and tap',
      text: 'A parent scans the code and enters a phone number. The first time, they confirm it with a 6-digit texted code and link their athlete by searching the roster. After that, checking in is one tap.',
      link: null,
    },
    {
      title: 'Watch arrivals and download the report',
      text: 'The Coach Dashboard shows who has arrived, live, with counts of checked-in, expected and not-yet-arrived athletes. Check an athlete in by hand or undo a check-in there. After the event, download the check-in report from Coach Tools > Reports.',
      link: 'dashboard',
    },
  ],
  seasonHeading: 'Running a season',
  seasonIntro:
    'Weekly practices, one poster for the season, who came over the weeks, families with several children, and a gym with no signal.',
  season: [
    {
      title: 'Weekly practices',
      text: 'When you create an event, tick Repeat, choose the weekdays (the start\'s weekday comes picked) and the last date. TapIn creates every occurrence at once, and a roster loaded onto one occurrence applies to the ones still to come. The events table shows what is open now and what comes next first, then the past; a series takes one row, its next date, with the others behind "Show more occurrences". Events that ended more than two weeks ago are behind "Show earlier events". Every event picker lists Open now, Coming up and Past.',
    },
    {
      title: 'Check-in that opens by itself',
      text: 'Tick "Open check-in by itself" and choose how many minutes before the start: check-in then opens on its own and closes at the end time. One event is open at a time. An event you switched on by hand stays open until its own end time (or until you switch it off): another event\'s schedule never closes it; that event opens when yours has closed, and every coach is told on the dashboard. When two self-opening events overlap, the one that starts sooner opens first. The events table and the create form say so before it happens.',
    },
    {
      title: 'One QR code for the season',
      text: "For a series, the QR Code Generator prints one poster for the whole season. It always leads to the occurrence that is open now; before check-in opens, parents see when it opens, and the page opens by itself at that time; after the last occurrence, it says the season is over. Last week's poster and older per-date codes still work.",
    },
    {
      title: 'Cancelling a date or ending the series',
      text: 'Cancel on an occurrence asks first, naming the date; parents who scan are told it is cancelled, and you can restore it until it starts. End series cancels every occurrence that has not started yet; past ones and their check-ins stay.',
    },
    {
      title: 'Attendance over the season',
      text: 'Attendance shows, for any stretch of dates and team, how many events each athlete was expected at, attended and came late to, with their rate; athletes under the rate you choose are marked Below. By event shows who came to which date. Download CSV gives the same figures. Arrivals recorded offline count by when the parent tapped.',
    },
    {
      title: 'Guardian phones in the roster file',
      text: 'If your roster file has parent phone columns (Parent 1 Mobile, Guardian Phone, Mother Cell and the like), those parents see their children as soon as they verify their phone, with no linking step, and can check siblings in with one tap. A phone listed for many children (a club office number) is flagged in the preview and linked only if you tick it.',
    },
    {
      title: 'Parent links',
      text: 'On the dashboard, Show parent links lists each phone with the athletes it sees, whether the roster file listed it or a parent linked it, and since when. Remove asks first; the phone then no longer sees that athlete.',
    },
    {
      title: 'Confirming guardians',
      text: "A phone a parent linked by searching (or that a roster file nobody previewed listed) can check the child in, but gets no pickup code, no texts and no view of who may pick up until someone confirms it; its check-ins are marked on the dashboard. The dashboard's Waiting for confirmation panel lists each such phone with the children it claims, when it linked, and the guardian phones already confirmed for each child, to compare. Tap Confirm for one phone and one child. With no phone on file, confirm only a family you know, in person. If a family you know has no phone linked at all, open Parent links and use Add a guardian’s phone: the phone is confirmed at once. Phones in a file you imported through its preview are confirmed already, and a confirmed guardian can confirm another phone from their Texts screen. Undo confirmation, in Parent links, takes it back: that phone's codes stop at once, and it is told.",
    },
    {
      title: 'No signal in the gym',
      text: 'A parent who taps with no signal sees the tap kept on the phone; it is sent when the signal returns and counts by when they tapped, so an on-time arrival is not marked late. The dashboard keeps working offline too: check-ins you make are kept and sent when you are back online, and arrivals recorded offline are marked in the report.',
    },
    {
      title: 'A shared tablet',
      text: 'Log Out removes every copy of the roster and arrivals the dashboard kept on the device, and offline copies expire after 12 hours. If check-ins you made offline are not sent yet, Log Out warns you first; they stay sealed for you and are sent the next time you sign in on that device.',
    },
    {
      title: 'Safe pickup',
      text: 'For younger teams, switch Pickup check on in the dashboard\'s Pickup panel. Each parent then sees a 4-character pickup code (and its QR) on their phone after checking in; adults a guardian adds see one too once they verify their phone. At the end, tap Pickup mode and type the code the adult shows, or tap Scan QR and hold their phone to the camera: the child is released at the 4th character or the first clear scan, and a wrong code or another child\'s is refused. Every staff screen of the event shows the release at once. Or tap Release beside a child and pick the adult from the list; without a code you must give a reason, and the report flags it. You can undo a release for 5 minutes. A phone marked "not authorised for this child" is shown in red and cannot collect. Ten minutes after the end, if one or two children are still waiting, the panel offers to text their guardians. With no signal, releases are checked on the tablet and sent when you are back online.',
    },
  ],
  faq: [
    {
      q: 'I signed up. Why can I not open the dashboard?',
      a: 'New coach accounts are pending until an administrator approves them. Once approved, sign in again and the coach pages open.',
    },
    {
      q: 'My sign-in link does not work.',
      a: 'Each link works once and expires after 15 minutes. Request a new one from Coach Login.',
    },
    {
      q: 'Which columns does the roster file need?',
      a: 'First Name and Last Name are required; Team Name and Grad Year are optional. Common variations work too (first_name, Team, School, Class, Year, or a single Name column written "Last, First"). Grad year must be a 4-digit year between 2000 and 2100. Files can be comma, semicolon or tab separated, up to 5 MB and 10,000 rows.',
    },
    {
      q: 'Some rows have errors. Do I have to fix them first?',
      a: 'No. The preview lists each row with errors and why; importing adds only the valid rows. Fix the others in the file and upload it again: athletes already on the roster are skipped, never doubled.',
    },
    {
      q: 'My Google Sheet will not sync.',
      a: "TapIn can only read sheets shared as 'Anyone with the link can view' or published to the web. Change the sharing, then press Sync Now. Syncing adds new athletes; it never removes anyone.",
    },
    {
      q: 'Can two events be open at once?',
      a: "No. One event is active at a time; parents can check in only to the active event. Switching an event on switches the others off. An event you opened by hand is never closed by another event's schedule while its own time runs (see Check-in that opens by itself).",
    },
    {
      q: 'What happens when an event I opened by hand meets a practice that opens by itself?',
      a: 'An event opened by hand stays open until its own end time: a practice whose check-in would open by itself meanwhile waits, then opens when that event ends. Of two practices that open by themselves, the one starting sooner opens first. The Events table and the Create Event form say so before it happens, and every coach sees a notice on the Coach Dashboard when it does, until they dismiss it.',
    },
    {
      q: 'What about check-ins made with no signal?',
      a: 'A parent\'s tap, or your own check-in on a dashboard that lost its connection, is kept on the phone or tablet and sent when the signal returns. It counts at the time it was tapped, so nobody is marked late because the gym had no signal, provided the page had reached TapIn for that event before the tap, the tap came after check-in opened, and it is sent within a day. Otherwise it counts at the time it reached TapIn. The dashboard marks such arrivals "Recorded offline", and the check-in report has a Recorded Offline column.',
    },
    {
      q: 'A parent cannot find their athlete.',
      a: 'Make sure the athlete is on the event roster. Parents search by name or team, or enter the details by hand and TapIn matches them to the roster, small typos included. You can always check the athlete in by hand from the dashboard.',
    },
    {
      q: 'Someone was checked in by mistake.',
      a: 'Press Undo on their row in the Coach Dashboard. The report and the counts update at once.',
    },
  ],
} as const;
