import { Hero } from './Hero';
import { AboutSection } from './AboutSection';

export default function HomePage() {
  return (
    <>
      <Hero />
      <AboutSection />
    </>
  );
}
