// Every word of the pharmacy screens: my organisations, creating one, onboarding, branches
// (features/pharmacy; docs/i18n.md).
export default {
  dashboard: 'Dashboard',
  myOrganisations: 'My organisations',
  createPharmacy: 'Create pharmacy',
  // Organisation types as shown (ORG_TYPES of the contract).
  // The list of my pharmacies.
  youLeft: 'You left {name}',
  loadingPharmacies: 'Loading your pharmacies',
  noPharmacy: 'You do not belong to any pharmacy yet',
  howToJoin: 'How to join one',
  noPharmacyText:
    'Create your pharmacy, or ask an owner or administrator of an existing one to invite your e-mail; the invitation shows up here for you to accept.',
  yourPharmacies: 'Your pharmacies',
  pharmaciesNoun: 'pharmacies',
  leaveTitle: 'Leave {name}?',
  leaveThisPharmacy: 'Leave this pharmacy?',
  leave: 'Leave',
  leaveText:
    "You will no longer see its stock, sales or members. An owner or administrator can invite you again. A pharmacy's last owner cannot leave: make someone else an owner first.",
  // One row of the list.
  branch: 'Branch',
  branchOf: 'Branch of {name}',
  notAMember: 'Not a member',
  current: 'Current',
  switch: 'Switch',
  switchTo: 'Switch to {name}',
  leaveName: 'Leave {name}',
  // The new-pharmacy form and page.
  newPharmacy: 'New pharmacy',
  pharmacyName: 'Pharmacy name',
  organisationType: 'Organisation type',
  address: 'Address',
  addressHint: 'Street, area or landmark',
  city: 'City',
  tinNumber: 'TIN number',
  createIntro:
    'You become the owner of the new pharmacy and can add its staff from Members. Its stock and sales are kept apart from your other pharmacies.',
  pharmacyReady: '{name} is ready',
  ownerAndChosen: 'You are its owner, and it is now your chosen pharmacy.',
  youAreOwner: 'You are its owner.',
  // Onboarding.
  welcome: 'Welcome',
  loadingOrganisations: 'Loading your organisations',
  alreadyHaveOrganisation: 'You already have an organisation',
  openDashboard: 'Open your dashboard',
  chooseOrganisation: 'Choose your organisation',
  workingIn: 'You are working in {name}: there is nothing to set up.',
  belongToOrganisations: {
    one: 'You belong to one organisation on Dawa. Choose the one to work in: there is nothing to set up.',
    other:
      'You belong to {count} organisations on Dawa. Choose the one to work in: there is nothing to set up.',
  },
  onboardingIntro:
    'The pharmacy dashboard works inside a pharmacy: its stock, sales and staff. Create your own, or join one that already uses Dawa.',
  onboardingIntroNamed:
    'Hi {name}. The pharmacy dashboard works inside a pharmacy: its stock, sales and staff. Create your own, or join one that already uses Dawa.',
  createAPharmacy: 'Create a pharmacy',
  createAPharmacyHint: 'You become its owner and can invite your staff afterwards.',
  createAndContinue: 'Create and continue',
  nowWorkingIn: 'Now working in {name}',
  // Joining one.
  emailCopied: 'E-mail copied',
  copyFailed: 'Could not copy. Select the address and copy it instead.',
  joinTitle: 'Join an existing pharmacy',
  joinAsk: 'Ask an owner or administrator of the pharmacy to invite you from its Members page.',
  joinInviteThis: 'They invite this e-mail address:',
  copyEmail: 'Copy e-mail',
  joinAccept: 'The invitation appears here (and in your e-mail): accept it to join.',
  checkAgain: 'Check again',
  waitingTitle: 'Waiting for an invitation',
  waitingText:
    'No pharmacy has invited you yet. We check again every 30 seconds (last checked {time}).',
  belongToPharmacies: {
    one: 'You belong to a pharmacy',
    other: 'You belong to {count} pharmacies',
  },
  open: 'Open',
  seeAll: 'See all in My organisations',
  // Branches.
  branches: 'Branches',
  branchesNoun: 'branches',
  addBranch: 'Add branch',
  loadingBranches: 'Loading branches',
  branchAdded: '{name} added',
  branchAddedHint: 'Switch to it to stock it and add its staff.',
  noBranches: 'No branches yet',
  noBranchesManager:
    'Open a branch when {name} sells from another place: each branch keeps its own stock, sales and staff.',
  noBranchesMember: '{name} has no branches. Owners and administrators can add them.',
  branchesIntro:
    'Branches of {name}. Each keeps its own stock, sales and staff; switch to one to work in it.',
  branchesOf: 'Branches of {name}',
  inABranch: '{name} is a branch. Branches are listed and opened from the main pharmacy.',
  inABranchOf:
    '{name} is a branch of {parent}. Branches are listed and opened from the main pharmacy.',
  notInMain: 'You are not a member of the main pharmacy; ask one of its owners if you need it.',
  // The new-branch dialog.
  newBranch: 'New branch',
  branchDialogIntro:
    'A branch of {name} keeps its own stock, sales and staff. The owners of {name} own it too.',
  branchName: 'Branch name',
  cancel: 'Cancel',
} as const;
