import { CtaSection } from './components/cta-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { PricingSection } from './components/pricing-section';
import { WhySection } from './components/why-section';

/** Spec §2.2 section order: hero, four steps, problem and solution, why, pricing, final call to action. */
export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <WhySection />
      <PricingSection />
      <CtaSection />
    </>
  );
}
