import { useDocumentTitle } from '@groupmap/app-kit';
import { useEffect } from 'react';
import { ClosingSection } from './landing/closing-section';
import { FeaturesSection } from './landing/features-section';
import { HeroSection } from './landing/hero-section';
import { LandingFooter } from './landing/landing-footer';
import { LandingHeader } from './landing/landing-header';
import { PricingSection } from './landing/pricing-section';
import { StepsSection } from './landing/steps-section';
import { TestimonialsSection } from './landing/testimonials-section';
import { UseCasesSection } from './landing/use-cases-section';
import './landing/landing.css';

/**
 * The landing page: plain React and CSS only (no antd, no remote), so the first visit stays light.
 * It has its own header and footer instead of the shared frame (spec, Landing page).
 */
export function LandingPage() {
  useDocumentTitle();
  // Opened as /#pricing, the section did not exist yet when the browser looked for the anchor.
  useEffect(() => {
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) target.scrollIntoView();
  }, []);
  return (
    <div className="landing">
      <LandingHeader />
      <main>
        <HeroSection />
        <FeaturesSection />
        <StepsSection />
        <UseCasesSection />
        <TestimonialsSection />
        <PricingSection />
        <ClosingSection />
      </main>
      <LandingFooter />
    </div>
  );
}
