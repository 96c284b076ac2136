// Two-wheelers: the dirt bike and the sport motorcycle.

// Every vehicle is drawn facing right with its ground contact at y = 640;
// the caller translates it onto the scene's ground line.

import type { Ctx } from "../context";
import { contrast, shade } from "../colour";
import { pick } from "../../../lib/seeded-random";
import { GLASS, line, n, path, rect, wheel } from "../primitives";

export function dirtbike(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.25);
  const lo = shade(b, -0.25);
  const plastic = b === "#e9ecef" ? "#e9ecef" : c.rnd() < 0.5 ? "#f2f2f2" : b;
  let s = "";
  const R = 100;
  const rx = 385;
  const fx = 845;
  const wy = 540;
  // chain & swingarm
  s += line(`M${n(rx)} ${wy - 10}L575 470M${n(rx)} ${wy + 12}L575 492`, "#2c2c2c", 4);
  s += path(`M${n(rx - 8)} ${wy - 12}L580 462L590 492L${n(rx + 4)} ${wy + 14}Z`, "#9aa3aa");
  s += `<circle cx="575" cy="482" r="18" fill="#555"/>`;
  const rim = pick(["#c3c9ce", "#26292d", "#c9a13a"], c.ri(0, 2));
  s += wheel(rx, wy, R, { tyre: 26, rim, knobby: true, style: "wire" });
  s += `<circle cx="${rx}" cy="${wy}" r="28" fill="none" stroke="#777" stroke-width="5"/>`;
  // rear shock
  s += line(`M545 470L490 378`, "#e8c020", 16, ` stroke-linecap="butt"`);
  s += line(`M545 470L490 378`, "#222", 4, ` stroke-dasharray="4 5"`);
  // exhaust
  s += line(`M690 410Q720 470 650 500Q560 470 505 392`, "#8a8f94", 14);
  s += path(`M520 385L355 330L348 352L505 412Z`, "#c9ced2");
  s += path(`M355 330L335 324L330 346L348 352Z`, "#555");
  // engine
  s += path(`M565 410L700 405L715 470L680 515L585 512L560 470Z`, "#3b3f45");
  s += path(`M615 360L690 352L700 410L620 416Z`, "#545a61");
  s += line(`M620 372h72M620 386h74M621 400h76`, "#2c3035", 3);
  s += `<circle cx="625" cy="470" r="24" fill="#6b7178"/><circle cx="625" cy="470" r="9" fill="#33363b"/>`;
  // frame
  s += line(`M575 482L590 345L745 288M590 345L705 400L760 330`, "#9aa1a8", 12);
  // front fork
  const fa = Math.atan2(wy - 262, fx - 755);
  const fxv = Math.cos(fa);
  const fyv = Math.sin(fa);
  const pt = (t: number, off = 0) => [755 + fxv * t - fyv * off, 262 + fyv * t + fxv * off] as const;
  const L = Math.hypot(fx - 755, wy - 262);
  const [ax, ay] = pt(0, 0);
  const [bx, by] = pt(L * 0.55, 0);
  const [cx2, cy2] = pt(L, 0);
  s += line(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`, "#c89a2a", 22, ` stroke-linecap="butt"`);
  s += line(`M${n(bx)} ${n(by)}L${n(cx2)} ${n(cy2)}`, "#222", 24, ` stroke-linecap="butt"`);
  s += line(`M${n(bx)} ${n(by)}L${n(pt(L * 0.85)[0])} ${n(pt(L * 0.85)[1])}`, plastic, 16, ` stroke-linecap="butt" opacity="0.9"`);
  s += wheel(fx, wy, R, { tyre: 24, rim, knobby: true, style: "wire" });
  s += `<circle cx="${fx}" cy="${wy}" r="30" fill="none" stroke="#8a8f94" stroke-width="6"/>`;
  // triple clamp + bars
  s += path(`M735 268L790 280L786 300L731 288Z`, "#2d2f33");
  s += line(`M748 262L752 228`, "#333", 8);
  s += line(`M715 222L790 232`, "#2a2a2a", 9);
  s += line(`M715 222L732 224`, "#111", 13);
  s += path(`M700 214L740 218L738 232L708 236Z`, b, ` opacity="0.95"`);
  // front fender (high)
  s += path(`M735 400Q820 372 935 408L930 422Q830 398 745 420Z`, plastic);
  s += path(`M760 402Q830 392 905 408`, "none", ` stroke="${lo}" stroke-width="3"`);
  // number plate
  s += path(`M765 250L812 262L806 340L772 350L756 300Z`, plastic);
  s += `<circle cx="785" cy="276" r="9" fill="#fdf6d8"/>`;
  // radiator shroud + tank
  s += path(`M600 312L745 284L780 300L748 400L700 432L650 424L628 350Z`, b);
  s += path(`M665 352L748 322L722 400L688 414Z`, lo);
  s += path(`M690 360L735 345L716 396L694 402Z`, contrast(b), ` opacity="0.75"`);
  s += path(`M630 326L748 296L754 308L640 340Z`, hi, ` opacity="0.8"`);
  // side panel + rear fender
  s += path(`M480 330L600 330L585 420L505 410Z`, b);
  s += path(`M505 350L585 350L578 396L515 392Z`, contrast(b), ` opacity="0.85"`);
  s += path(`M500 322L300 300L296 312L330 326L510 360Z`, plastic);
  s += path(`M300 300L292 300L290 312L300 314Z`, lo);
  // seat
  s += path(`M712 292Q640 300 390 306Q376 308 382 320L396 326Q600 322 706 314Z`, "#1d1e21");
  // footpeg, lever
  s += line(`M600 500h40`, "#777", 8);
  s += line(`M640 510L672 520`, "#666", 5);
  return s;
}

export function motorcycle(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.3);
  const lo = shade(b, -0.3);
  const acc = contrast(b);
  const R = 92;
  const rx = 400;
  const fx = 850;
  const wy = 548;
  const rim = pick(["#b9c0c6", "#c9a13a", "#6a7078"], c.ri(0, 2));
  let s = "";
  // swingarm
  s += path(`M${rx - 10} ${wy - 12}L600 462L612 496L${rx + 8} ${wy + 12}Z`, "#8d959c");
  s += wheel(rx, wy, R, { tyre: 24, rim, style: "mag" });
  s += path(`M${rx - 60} ${wy - 78}Q${rx} ${wy - 112} ${rx + 70} ${wy - 84}L${rx + 62} ${wy - 72}Q${rx} ${wy - 98} ${rx - 54} ${wy - 66}Z`, "#25272b");
  // exhaust (underslung can)
  s += path(`M600 505L540 520L470 500L478 484L540 500L596 488Z`, "#9aa1a7");
  // engine block + frame spar
  s += path(`M600 420L740 410L760 500L700 520L620 516L590 470Z`, "#3a3e44");
  s += line(`M612 440h128M610 460h136M614 480h134`, "#2a2d31", 3);
  s += `<circle cx="650" cy="492" r="18" fill="#5d636a"/>`;
  s += line(`M600 470L620 380L800 318`, "#aab1b7", 20);
  // fork
  s += line(`M805 320L${fx} ${wy}`, "#c8a030", 22, ` stroke-linecap="butt"`);
  s += line(`M830 446L${fx} ${wy}`, "#2a2a2a", 24, ` stroke-linecap="butt"`);
  s += wheel(fx, wy, R, { tyre: 24, rim, style: "mag" });
  s += `<circle cx="${fx}" cy="${wy}" r="46" fill="none" stroke="#c4c9cd" stroke-width="7"/>`;
  s += path(`M${fx - 74} ${wy - 86}Q${fx - 10} ${wy - 118} ${fx + 64} ${wy - 92}L${fx + 56} ${wy - 80}Q${fx - 8} ${wy - 102} ${fx - 66} ${wy - 74}Z`, b);
  // tail (upswept) with seat
  s += path(`M620 370L560 350L420 302L380 296L392 316L470 352L560 404L612 410Z`, b);
  s += path(`M392 306L470 330L520 345L518 356L470 342L396 316Z`, acc, ` opacity="0.85"`);
  s += path(`M384 298l-10 -2l6 16l10 2Z`, "#d92020");
  s += line(`M430 340L410 380`, "#2a2a2a", 5);
  s += rect(396, 376, 30, 20, "#2a2a2a", 3);
  s += path(`M620 370L560 350L500 333Q496 326 504 322L572 334L626 344Z`, "#1c1d20");
  // tank
  s += path(`M610 372Q620 322 700 308Q760 304 790 322L770 392L620 400Z`, b);
  s += path(`M650 328Q705 312 765 318`, "none", ` stroke="${hi}" stroke-width="8" stroke-linecap="round"`);
  // fairing
  s += path(`M775 320L870 322Q915 334 948 372L935 398Q890 402 862 412L840 430L820 500L720 512L690 480L720 420L760 392Z`, b);
  s += path(`M690 480L720 512L820 500L838 440L770 458Z`, lo);
  s += path(`M735 420L832 412L812 470L718 462Z`, acc, ` opacity="0.9"`);
  s += path(`M760 400L848 396L846 408L758 414Z`, "#1c1d20", ` opacity="0.7"`);
  s += path(`M888 360L944 374L934 394L886 392Z`, "#e8eef4");
  s += path(`M900 367L936 376L929 388L898 386Z`, "#ffe9a0");
  // windscreen
  s += path(`M782 322L838 262Q862 264 880 326Z`, GLASS, ` opacity="0.88"`);
  s += path(`M812 300L836 272L846 276L824 306Z`, "#dbeaf3", ` opacity="0.55"`);
  // clip-on, mirror
  s += line(`M786 326L750 334`, "#222", 10);
  s += line(`M846 300L862 282`, "#222", 4);
  s += path(`M852 276l26 -4l-3 12l-23 3Z`, "#222");
  // pegs
  s += line(`M570 472h34`, "#777", 7);
  return s;
}
