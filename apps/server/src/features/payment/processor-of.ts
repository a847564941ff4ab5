import type { Services } from '../../http/context';
import type { CardProcessor } from './processor';
import { RemoteCardProcessor } from './remote-processor';
import { SandboxCardProcessor } from './sandbox-processor';

const processors = new WeakMap<Services, CardProcessor>();

/** The processor the environment chooses, one per app (CARD_PROCESSOR_MODE). */
export function cardProcessorOf(services: Services): CardProcessor {
  let processor = processors.get(services);
  if (!processor) {
    const { env } = services;
    processor =
      env.CARD_PROCESSOR_MODE === 'remote'
        ? new RemoteCardProcessor({
            url: env.CARD_PROCESSOR_URL ?? '',
            apiKey: env.CARD_PROCESSOR_API_KEY ?? '',
            scriptUrl: env.CARD_PROCESSOR_SCRIPT_URL,
            environment: env.CARD_PROCESSOR_ENVIRONMENT,
            log: services.log,
          })
        : new SandboxCardProcessor(services.db, { scriptUrl: env.CARD_PROCESSOR_SCRIPT_URL });
    processors.set(services, processor);
  }
  return processor;
}
