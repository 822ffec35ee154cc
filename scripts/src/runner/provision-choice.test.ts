import { chooseProvision, pickEmbeddedPort, type ProbeResult } from './provision-choice';

const probe = (result: ProbeResult) => jest.fn(async () => result);

describe('chooseProvision', () => {
  it('uses the URL from the environment without looking at the standard port', async () => {
    const probeLocal = probe({ state: 'usable' });
    const choice = await chooseProvision({ explicitUrl: 'postgres://db:5432/x', mode: 'auto', probeLocal });
    expect(choice).toEqual({ source: 'environment', url: 'postgres://db:5432/x' });
    expect(probeLocal).not.toHaveBeenCalled();
  });

  it('uses a usable local server when no URL is given', async () => {
    const choice = await chooseProvision({
      explicitUrl: undefined,
      mode: 'auto',
      probeLocal: probe({ state: 'usable' }),
    });
    expect(choice).toEqual({ source: 'local' });
  });

  it('starts an embedded server when nothing listens on the standard port', async () => {
    const choice = await chooseProvision({
      explicitUrl: undefined,
      mode: 'auto',
      probeLocal: probe({ state: 'absent' }),
    });
    expect(choice).toEqual({ source: 'embedded', why: 'none running on the standard port' });
  });

  it('starts an embedded server and says why when the local one is unusable', async () => {
    const probeLocal = probe({ state: 'unusable', reason: 'port 9000 does not answer the S3 API' });
    const choice = await chooseProvision({ explicitUrl: undefined, mode: 'auto', probeLocal });
    expect(choice).toEqual({ source: 'embedded', why: 'port 9000 does not answer the S3 API' });
  });

  it('starts an embedded server when forced, even with a URL and a usable local server', async () => {
    const probeLocal = probe({ state: 'usable' });
    const choice = await chooseProvision({
      explicitUrl: 'nats://elsewhere:4222',
      mode: 'embedded',
      probeLocal,
    });
    expect(choice).toEqual({ source: 'embedded', why: 'forced by configuration' });
    expect(probeLocal).not.toHaveBeenCalled();
  });
});

describe('pickEmbeddedPort', () => {
  const free = (ports: number[]) => async (port: number) => ports.includes(port);

  it('takes the configured port as given', async () => {
    expect(
      await pickEmbeddedPort({ configured: 6000, standard: 5432, alternate: 54329, isFree: free([]) }),
    ).toBe(6000);
  });

  it('takes the standard port when it is free', async () => {
    expect(
      await pickEmbeddedPort({
        configured: undefined,
        standard: 5432,
        alternate: 54329,
        isFree: free([5432]),
      }),
    ).toBe(5432);
  });

  it('takes the alternate port when the standard one is held by something unusable', async () => {
    expect(
      await pickEmbeddedPort({
        configured: undefined,
        standard: 5432,
        alternate: 54329,
        isFree: free([54329]),
      }),
    ).toBe(54329);
  });
});
