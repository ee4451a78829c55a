// The console's texts (the ops.* section, loaded with /ops-console): one file per area of the console.
import shell from './shell.en.json';
import dashboard from './dashboard.en.json';
import members from './members.en.json';
import finance from './finance.en.json';
import agents from './agents.en.json';
import games from './games.en.json';
import content from './content.en.json';
import support from './support.en.json';
import system from './system.en.json';
import audit from './audit.en.json';
import operators from './operators.en.json';
import promotions from './promotions.en.json';
import lottery from './lottery.en.json';
import sports from './sports.en.json';
import protection from './protection.en.json';

export default {
  shell,
  dashboard,
  members,
  finance,
  agents,
  games,
  content,
  support,
  system,
  audit,
  operators,
  promotions,
  lottery,
  sports,
  protection,
};
