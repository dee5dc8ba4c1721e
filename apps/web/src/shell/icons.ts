import {
  BarcodeScanner24Regular,
  BookQuestionMark24Regular,
  Briefcase24Regular,
  BuildingFactory24Regular,
  Circle24Regular,
  Flash24Regular,
  type FluentIcon,
  Globe24Regular,
  Home24Regular,
  People24Regular,
  PeopleTeam24Regular,
  PersonClock24Regular,
  PlugConnected24Regular,
  Settings24Regular,
  TaskListLtr24Regular,
  Wrench24Regular,
} from '@fluentui/react-icons';

// The domain names icons by their Fluent export; only those of the screens that exist are
// bundled (a unit test checks every menu entry shown has one).
export const ICONS: Readonly<Record<string, FluentIcon>> = {
  BarcodeScanner24Regular,
  BookQuestionMark24Regular,
  Briefcase24Regular,
  BuildingFactory24Regular,
  Flash24Regular,
  Globe24Regular,
  Home24Regular,
  People24Regular,
  PeopleTeam24Regular,
  PersonClock24Regular,
  PlugConnected24Regular,
  Settings24Regular,
  TaskListLtr24Regular,
  Wrench24Regular,
};

export const iconOf = (name: string): FluentIcon => ICONS[name] ?? Circle24Regular;
