import { FinalCtaSection } from './components/landing/final-cta-section';
import { HeroSection } from './components/landing/hero-section';
import { MidCtaSection } from './components/landing/mid-cta-section';
import { PricingSection } from './components/landing/pricing-section';
import { ProblemSolutionSection } from './components/landing/problem-solution-section';
import { StepsSection } from './components/landing/steps-section';
import { WhySection } from './components/landing/why-section';

/** Section order: hero, four steps, problem and solution, call to action, why, pricing, final trial. */
export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <StepsSection />
      <ProblemSolutionSection />
      <MidCtaSection />
      <WhySection />
      <PricingSection />
      <FinalCtaSection />
    </>
  );
}
