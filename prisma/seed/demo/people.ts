export const FIRST_NAMES = [
  "James", "Maria", "Robert", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Patricia",
  "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Carlos", "Karen", "Daniel", "Lisa",
  "Matthew", "Nancy", "Anthony", "Ashley", "Mark", "Emily", "Steven", "Michelle", "Andrew", "Amanda",
  "Joshua", "Melissa", "Kevin", "Rebecca", "Brian", "Laura", "Tyler", "Hannah", "Jose", "Megan",
  "Ryan", "Rachel", "Jacob", "Samantha", "Nicholas", "Katherine", "Eric", "Olivia", "Luis", "Grace",
];

export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee",
  "Thompson", "White", "Harris", "Clark", "Lewis", "Robinson", "Walker", "Young", "Allen", "King",
  "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker",
];
