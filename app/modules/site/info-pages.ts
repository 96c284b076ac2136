// The footer's help and company pages. Plain content, kept here so a page is one edit away; the
// contact address comes from configuration (SUPPORT_EMAIL) and is filled in by the route.

export interface InfoSection {
  heading: string;
  paragraphs: string[];
}

export interface InfoPage {
  path: string;
  title: string;
  summary: string;
  sections: InfoSection[];
}

export const INFO_PAGES: InfoPage[] = [
  {
    path: "/help",
    title: "Help Center",
    summary: "How buying and selling on RideMarket works, from the first search to a sold listing.",
    sections: [
      {
        heading: "Buying",
        paragraphs: [
          "Search every listing nationwide from Buy a Ride. Filters live in the address bar, so a search can be bookmarked or shared, and adding your zip code sorts listings by distance.",
          "Save a listing with its Save button to find it later under My Account, Saved Listings. Use Contact Seller on a listing to write to the seller; RideMarket passes messages along, so neither of you sees the other's email address or phone number until you choose to share them.",
        ],
      },
      {
        heading: "Selling",
        paragraphs: [
          "Sell my Ride walks you through six steps: the vehicle, photos and description, price, a listing package, payment and confirmation. Every step is saved as you type, so you can close the page and come back later.",
          "Manage your listings from My Account: edit them, mark them sold, relist them or delete them.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "Sign in with your email and password, or add a passkey to sign in with your fingerprint, face or security key. Change your details and password under My Info.",
        ],
      },
    ],
  },
  {
    path: "/safety",
    title: "Safety Tips",
    summary: "Most buyers and sellers are honest. These habits protect you from the few who are not.",
    sections: [
      {
        heading: "Keep the conversation here",
        paragraphs: [
          "Scammers ask to move to text, email or another app, where there is no record and no one to report them to. Keep talking through RideMarket messages until you have met.",
        ],
      },
      {
        heading: "Never pay before you see the vehicle",
        paragraphs: [
          "Do not pay by wire transfer, gift card, Zelle, Cash App or cryptocurrency to someone you have not met, and do not use a \"shipping agent\" or an escrow site the other person suggests. Those payments cannot be reversed.",
          "Meet in daylight in a public place, bring a friend, and inspect the vehicle before any money changes hands.",
        ],
      },
      {
        heading: "Check the paperwork",
        paragraphs: [
          "Match the VIN or hull number on the vehicle to the title, and check that the name on the title is the seller's. Ask for service records, and ride or sea-trial it where you can.",
        ],
      },
      {
        heading: "Report anything suspicious",
        paragraphs: ["Report a conversation from its page, or write to us at the contact address below."],
      },
    ],
  },
  {
    path: "/contact",
    title: "Contact Us",
    summary: "Questions about a listing, a payment or your account: write to us and a person will answer.",
    sections: [
      {
        heading: "Email",
        paragraphs: ["We answer within one business day. Include the listing's address (its link) if your question is about a listing."],
      },
      {
        heading: "Before you write",
        paragraphs: ["Questions about a vehicle are best asked of its seller with Contact Seller on the listing: the seller knows it best."],
      },
    ],
  },
  {
    path: "/about",
    title: "About Us",
    summary: "RideMarket is a marketplace for sports vehicles: dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sand rails.",
    sections: [
      {
        heading: "Why we built it",
        paragraphs: [
          "General classifieds treat a sandrail like a sofa. RideMarket knows the makes, models and specifications of the vehicles people ride, so listings are complete, searches are precise and prices can be compared with typical values.",
        ],
      },
      {
        heading: "How it works",
        paragraphs: [
          "Sellers pay a small fee for a listing package; buyers search and write to sellers for free. Messages go through RideMarket, so nobody's contact details are exposed.",
        ],
      },
    ],
  },
  {
    path: "/careers",
    title: "Careers",
    summary: "We are a small team of riders, boaters and campers building the marketplace we want to use.",
    sections: [
      {
        heading: "Open roles",
        paragraphs: ["There are no open roles right now. If you would like to work with us later, write to us at the contact address with what you would like to do."],
      },
    ],
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    summary: "What RideMarket stores about you, why, and what you can do about it.",
    sections: [
      {
        heading: "What we store",
        paragraphs: [
          "Your account: name, email address, an optional phone number and location, and your password as a one-way hash (never the password itself). Passkeys are stored as public keys only.",
          "Your listings and their photos, the listings you save, and the messages you send through RideMarket.",
          "Payments are taken by our card processor; we keep the payment's status and amount, never your card number.",
        ],
      },
      {
        heading: "What others see",
        paragraphs: [
          "A listing shows the vehicle, its price, its zip code and the seller's first name. Your email address and phone number are never shown to other users; messages are passed along by RideMarket.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: ["Our cookies keep you signed in and carry short notices from one page to the next. We use no advertising or tracking cookies."],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "Change your details under My Account at any time. To delete your account and its data, write to us at the contact address; we do it within 30 days.",
        ],
      },
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    summary: "The rules for using RideMarket. By using the site you agree to them.",
    sections: [
      {
        heading: "Listings",
        paragraphs: [
          "List only vehicles you own or may sell, describe them truthfully, and use your own photos. A listing package is paid once and runs for its stated time; fees are not refunded once a listing is live.",
        ],
      },
      {
        heading: "Conduct",
        paragraphs: [
          "Do not post scams, send spam, harass other users or ask for payment outside a meeting in person. We may remove listings and close accounts that break these rules.",
        ],
      },
      {
        heading: "The sale",
        paragraphs: [
          "RideMarket brings buyers and sellers together; the sale itself is between them. Inspect a vehicle and its paperwork before you pay for it.",
        ],
      },
    ],
  },
];

export function infoPageFor(pathname: string): InfoPage | undefined {
  return INFO_PAGES.find((p) => p.path === pathname.replace(/\/+$/, ""));
}
