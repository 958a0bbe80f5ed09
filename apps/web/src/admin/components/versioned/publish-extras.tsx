// What a kind's page adds to the publish form without the shared form knowing it: extra fields shown
// for the chosen country, and a step run once the publication succeeded (content adds the item to the
// country's home rows). A context, so the pages between (DatedVersionPage, VersionWorkflow) pass nothing.
//
// Use: <PublishExtrasContext.Provider value={{ fields: (country) => <HomeRowsChoice .../>, after }}>
//        <DatedVersionPage ... />
//      </PublishExtrasContext.Provider>
import { createContext, type ReactNode, useContext } from 'react';

export interface PublishExtras {
  /** Shown inside the publish form, for the country chosen there. */
  fields: (country: string) => ReactNode;
  /** Run after a successful publication in `country`. */
  after: (country: string) => Promise<void>;
  /** What `after` did, said in a live region kept on the page even once no country is left to publish. */
  outcome?: () => ReactNode;
}

export const PublishExtrasContext = createContext<PublishExtras | null>(null);

export const usePublishExtras = () => useContext(PublishExtrasContext);
