/** My integrations (/moje-integracje). */
export const integrations = {
  title: 'My integrations',
  strava: {
    title: 'Strava',
    notConnected: 'Your account is not connected to Strava.',
    whatHappens: 'Once connected, the activities you record in Strava during the event count automatically.',
    keepConsents: 'On Strava’s page, leave every consent ticked, including the one to read activities only you can see.',
    connect: 'Connect with Strava',
    exchanging: 'Connecting to Strava…',
    connected: 'Connected to Strava',
    access: 'Access',
    full: 'Full access',
    restricted: 'Restricted access',
    since: 'Connected on',
    viewOnStrava: 'View on Strava',
    statusError: 'The Strava connection could not be loaded.',
  },
  restricted: {
    title: 'Strava does not share all your activities with us',
    text: 'The consent to read your activities was unticked while connecting, so some of them will not count in the event. Remove the connection and connect with Strava again, this time without unticking the consent to read your activities.',
  },
  return: {
    connected: 'Connected to Strava. Your activities will be added automatically.',
    deniedTitle: 'Strava was not connected',
    denied: 'Access was not granted on Strava’s page. If you want your activities added automatically, connect again and authorize access.',
    foreignTitle: 'Strava was not connected',
    foreign: 'This connection was not started in this browser tab, so for your safety we ignored it. Click “Connect with Strava” again.',
    failed: 'Strava could not be connected.',
  },
  disconnect: {
    open: 'Remove connection',
    title: 'Remove the Strava connection?',
    description: 'New Strava activities will no longer be added. Results already counted stay.',
    confirm: 'Remove connection',
    done: 'The Strava connection was removed.',
    error: 'The Strava connection could not be removed.',
  },
  manual: {
    title: 'Manual results',
    text: 'Not using Strava? You can add your results by hand.',
    link: 'Go to my results',
  },
};
