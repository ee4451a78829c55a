// The console's texts (the ops.* section, loaded with /ops-console): one file per area of the console.
import shell from './shell.ne.json';
import dashboard from './dashboard.ne.json';
import members from './members.ne.json';
import finance from './finance.ne.json';
import agents from './agents.ne.json';
import games from './games.ne.json';
import content from './content.ne.json';
import support from './support.ne.json';
import system from './system.ne.json';
import audit from './audit.ne.json';
import operators from './operators.ne.json';
import promotions from './promotions.ne.json';
import lottery from './lottery.ne.json';
import sports from './sports.ne.json';
import protection from './protection.ne.json';

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
