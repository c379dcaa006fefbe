import { NewsletterBlock } from './NewsletterBlock';

export default function NewsletterPage() {
  return (
    <>
      <h1 className="sr-only">Newsletter</h1>
      <NewsletterBlock />
    </>
  );
}
