// Off-road machines: the ATV, the UTV and the sand rail.

// Every vehicle is drawn facing right with its ground contact at y = 640;
// the caller translates it onto the scene's ground line.

import type { Ctx } from "../context";
import { shade } from "../colour";
import { pick } from "../../../lib/seeded-random";
import { line, n, path, rect, wheel } from "../primitives";

export function atv(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.25);
  const lo = shade(b, -0.3);
  const R = 82;
  const rx = 380;
  const fx = 815;
  const wy = 558;
  let s = "";
  // chassis & suspension
  s += line(`M${rx} ${wy}L520 505M${fx} ${wy}L720 500M${fx} ${wy}L715 530`, "#2b2d31", 12);
  s += line(`M${fx - 10} ${wy - 30}L760 450`, "#d33", 14, ` stroke-linecap="butt"`);
  s += line(`M${fx - 10} ${wy - 30}L760 450`, "#222", 3, ` stroke-dasharray="4 4"`);
  const rimCol = c.rnd() < 0.5 ? "#2a2c30" : "#aeb5bb";
  s += wheel(rx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "steel" });
  s += wheel(fx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "steel" });
  // engine / footwell
  s += path(`M490 470L720 470L700 540L520 540Z`, "#34373c");
  s += path(`M500 500L705 500L695 520L510 520Z`, "#4b4f55");
  // rear fender
  s += path(`M250 470Q258 420 300 410L470 400L500 470L470 472Q445 430 385 428Q320 430 300 480Z`, b);
  // front fender + nose
  s += path(`M690 470Q705 410 760 400L905 398Q940 405 955 452L945 470L900 480Q880 430 815 428Q750 430 730 480Z`, b);
  s += path(`M905 410Q935 418 948 450L925 452Q915 425 900 420Z`, lo);
  s += path(`M900 418l34 4l8 16l-34 -2Z`, "#fff4c8");
  // body centre
  s += path(`M470 400L640 370L735 372L760 400L720 470L500 470Z`, b);
  s += path(`M520 420L700 410L690 450L530 456Z`, lo, ` opacity="0.55"`);
  s += path(`M640 378L740 378L752 396L660 396Z`, hi, ` opacity="0.7"`);
  // seat
  s += path(`M440 380Q450 352 500 350L650 352Q670 356 664 372L640 386L460 392Z`, "#1e1f22");
  // racks
  const rack = "#26282c";
  s += line(`M250 402h200M270 402v-16h170v16M300 386v16M340 386v16M380 386v16M420 386v16`, rack, 7);
  s += line(`M770 392h140M780 392v-14h120v14M815 378v14M850 378v14`, rack, 7);
  // handlebars
  s += line(`M700 372L712 318`, "#2b2b2b", 10);
  s += line(`M690 314L760 306`, "#2b2b2b", 9);
  s += path(`M748 300q22 -10 40 4l-6 10q-16 -8 -30 -2Z`, "#2b2b2b");
  s += path(`M700 320l14 -2l2 20l-14 2Z`, "#222");
  // mud splatter
  let mud = "";
  for (let i = 0; i < 14; i++) {
    mud += `<circle cx="${n(c.r(300, 960))}" cy="${n(c.r(440, 520))}" r="${n(c.r(2, 6))}"/>`;
  }
  s += `<g fill="#5b4330" opacity="0.75">${mud}</g>`;
  return s;
}

export function utv(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.25);
  const lo = shade(b, -0.3);
  const cage = c.rnd() < 0.5 ? "#26282c" : shade(b, -0.2);
  const plastic = "#25272b";
  const R = 90;
  const rx = 350;
  const fx = 880;
  const wy = 550;
  let s = "";
  // long-travel suspension
  s += line(`M${rx} ${wy}L540 505M${fx} ${wy}L760 512M${fx} ${wy}L765 480`, "#2b2d31", 11);
  s += line(`M${rx + 12} ${wy - 40}L440 420M${fx - 8} ${wy - 42}L822 440`, "#e2b230", 16, ` stroke-linecap="butt"`);
  s += line(`M${rx + 12} ${wy - 40}L440 420M${fx - 8} ${wy - 42}L822 440`, "#222", 4, ` stroke-dasharray="4 5"`);
  const rimCol = pick(["#24262a", "#a8b0b6", "#b08a3a"], c.ri(0, 2));
  s += wheel(rx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "beadlock" });
  s += wheel(fx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "beadlock" });
  // seat & steering (seen through the cage)
  s += path(`M526 432L536 316Q538 300 556 300L574 302Q590 304 588 322L592 432Z`, "#303338");
  s += path(`M540 320L576 322L580 420L536 420Z`, "#3d4147");
  s += line(`M700 430L712 372`, "#3a3a3a", 7);
  s += `<ellipse cx="716" cy="364" rx="8" ry="26" transform="rotate(-25 716 364)" fill="none" stroke="#1c1c1c" stroke-width="7"/>`;
  // roll cage + roof
  const cg = `M482 440L494 270Q496 258 508 258L646 258Q658 258 662 270L748 432M494 300L410 430M494 362L700 362`;
  s += line(cg, shade(cage, -0.2), 16);
  s += line(cg, cage, 11);
  s += path(`M470 244L680 244Q690 244 690 252L690 262L464 262L464 252Q464 244 470 244Z`, b);
  s += path(`M470 258L690 258L690 262L464 262Z`, lo);
  s += rect(560, 232, 90, 12, "#2a2a2a", 3) + rect(565, 235, 80, 6, "#f4f1dc", 2);
  // cargo bed
  s += path(`M232 420L470 420L474 470L228 470Z`, b);
  s += path(`M236 428L466 428L467 438L236 438Z`, lo);
  s += line(`M248 420v-26h200v26`, cage, 7);
  // lower chassis / rock sliders
  s += path(`M300 500L960 500L975 520L960 532L300 532Z`, plastic);
  s += rect(470, 520, 290, 12, "#55595f", 4);
  // door
  s += path(`M472 436Q476 424 492 424L720 424Q734 424 742 436L770 510L472 510Z`, b);
  s += path(`M490 440L718 440L730 468L490 468Z`, lo, ` opacity="0.55"`);
  s += line(`M500 432L710 432`, hi, 4);
  s += rect(680, 452, 30, 8, "#2b2d31", 3);
  // hood + front
  s += path(`M742 436L860 424Q962 430 1004 466L1008 492L976 500Q958 450 884 448Q820 450 792 510L770 510Z`, b);
  s += path(`M860 424Q934 428 978 450L964 456Q912 440 860 436Z`, hi, ` opacity="0.7"`);
  s += path(`M966 446L1004 466L1000 480L962 472Z`, "#fff3c0");
  // fender flares
  s += path(`M${fx - 104} ${wy - 20}Q${fx - 98} ${wy - 108} ${fx} ${wy - 110}Q${fx + 96} ${wy - 106} ${fx + 108} ${wy - 40}L${fx + 92} ${wy - 40}Q${fx + 80} ${wy - 92} ${fx} ${wy - 94}Q${fx - 80} ${wy - 92} ${fx - 88} ${wy - 20}Z`, plastic);
  s += path(`M${rx - 120} ${wy - 70}Q${rx - 96} ${wy - 110} ${rx} ${wy - 112}Q${rx + 100} ${wy - 108} ${rx + 112} ${wy - 20}L${rx + 96} ${wy - 20}Q${rx + 84} ${wy - 94} ${rx} ${wy - 96}Q${rx - 84} ${wy - 94} ${rx - 104} ${wy - 62}Z`, plastic);
  // bumpers
  s += line(`M1004 486L1026 486L1026 524L994 528`, "#23252a", 9);
  s += line(`M232 470L214 470L214 512`, "#23252a", 9);
  // mud
  let mud = "";
  for (let i = 0; i < 16; i++) {
    mud += `<circle cx="${n(c.r(250, 1000))}" cy="${n(c.r(470, 528))}" r="${n(c.r(2, 7))}"/>`;
  }
  s += `<g fill="#5b4330" opacity="0.7">${mud}</g>`;
  return s;
}

export function sandrail(c: Ctx): string {
  const b = c.body;
  const tubeLo = shade(b, -0.3);
  let s = "";
  const rx = 320;
  const Rr = 112;
  const fx = 935;
  const Rf = 68;
  const ry = 640 - Rr;
  const fy = 640 - Rf;
  // whip flag
  const wt: [number, number] = [c.r(380, 410), c.r(70, 100)];
  s += line(`M430 272L${n(wt[0])} ${n(wt[1])}`, "#2a2a2a", 4);
  const flag = c.rnd() < 0.5 ? "#ff5a1f" : "#e8d21c";
  s += path(`M${n(wt[0])} ${n(wt[1])}L${n(wt[0] - 92)} ${n(wt[1] + 22)}L${n(wt[0] - 3)} ${n(wt[1] + 50)}Z`, flag);
  // engine (rear, exposed)
  s += path(`M232 360L396 360L404 470L236 470Z`, "#4a4f56");
  s += line(`M246 378h144M246 396h146M247 414h148M248 432h148`, "#32363b", 4);
  s += path(`M280 322L350 322L356 360L274 360Z`, "#7d848b");
  s += `<ellipse cx="316" cy="314" rx="44" ry="16" fill="#c4cacf"/><ellipse cx="316" cy="310" rx="32" ry="10" fill="#9aa1a8"/>`;
  s += line(`M240 440Q200 440 184 410L170 404`, "#a9afb4", 12);
  s += line(`M172 404l-14 -4`, "#444", 14);
  // seat & steering
  s += path(`M548 330Q544 310 562 308L590 310Q606 314 602 334L612 482L556 484Z`, "#1e1f22");
  s += path(`M560 460L680 462L690 486L560 488Z`, "#1e1f22");
  s += line(`M720 486L706 418`, "#333", 6);
  s += line(`M690 402L722 432`, "#222", 9);
  // floor pan
  s += path(`M420 484L800 490L1000 508L998 520L800 506L420 500Z`, "#3a3d42");
  // tubular frame
  const frame = [
    `M410 488L432 272L652 272L790 470`, // main hoop, roof, A-pillar
    `M432 272L452 248L640 248L652 272`, // roof rack
    `M540 488L548 272`, // centre hoop
    `M410 488L800 494L1010 508L1012 480L920 440L790 470`, // floor + nose
    `M790 470L800 494M920 440L940 500`,
    `M432 300L216 360L204 470L410 488M216 360L300 470`, // rear cage & bumper
    `M440 380L548 380`,
  ].join("");
  s += line(frame, tubeLo, 15);
  s += line(frame, b, 10);
  s += line(`M452 248L640 248M432 272L652 272`, shade(b, 0.35), 3, ` opacity="0.7"`);
  // lights
  s += `<circle cx="628" cy="238" r="14" fill="#2a2a2a"/><circle cx="628" cy="238" r="9" fill="#f6f3df"/>`;
  s += `<circle cx="1010" cy="476" r="10" fill="#f6f3df" stroke="#2a2a2a" stroke-width="4"/>`;
  // suspension (outboard of the frame)
  s += line(`M${fx} ${fy}L800 488M${fx} ${fy}L805 510`, "#3a3d42", 9);
  s += line(`M${fx - 6} ${fy - 24}L900 452`, "#d9a520", 14, ` stroke-linecap="butt"`);
  s += line(`M${rx} ${ry}L520 500`, "#3a3d42", 16);
  s += line(`M${rx + 30} ${ry - 30}L430 330`, "#d9a520", 16, ` stroke-linecap="butt"`);
  s += line(`M${rx + 30} ${ry - 30}L430 330`, "#222", 4, ` stroke-dasharray="4 5"`);
  // wheels (outboard, in front of the frame)
  s += wheel(rx, ry, Rr, { tyre: 38, rim: "#c2c8cd", paddle: true, style: "beadlock" });
  s += wheel(fx, fy, Rf, { tyre: 18, rim: "#c2c8cd", style: "mag" });
  return s;
}
