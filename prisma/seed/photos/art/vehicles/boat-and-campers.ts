// The boat, the motorhome (rv) and the travel trailer (camper).

// Every vehicle is drawn facing right with its ground contact at y = 640;
// the caller translates it onto the scene's ground line.

import type { Ctx } from "../context";
import { luminance, shade } from "../colour";
import { GLASS, line, n, path, rect, wheel } from "../primitives";

export function boat(c: Ctx): string {
  const b = c.body;
  const hullWhite = "#f4f5f5";
  const hullCol = c.rnd() < 0.5 ? b : hullWhite;
  const stripe = hullCol === hullWhite ? b : hullWhite;
  const wy = 600; // waterline
  let s = "";
  // reflection of the hull
  s += path(`M300 ${wy}L1000 ${wy}Q960 ${wy + 40} 860 ${wy + 60}L320 ${wy + 66}Z`, shade(hullCol, -0.5), ` opacity="0.25"`);
  // wake behind the stern (under the hull)
  s += path(`M310 ${wy - 6}Q160 ${wy - 16} 0 ${wy + 4}L0 ${wy + 34}Q170 ${wy + 18} 310 ${wy + 18}Z`, "#ffffff", ` opacity="0.8"`);
  s += path(`M300 ${wy + 22}Q150 ${wy + 50} 0 ${wy + 74}L0 ${wy + 86}Q160 ${wy + 64} 310 ${wy + 34}Z`, "#ffffff", ` opacity="0.45"`);
  // everything above the waterline
  s += `<defs><clipPath id="above"><rect x="0" y="0" width="1200" height="${wy + 2}"/></clipPath></defs><g clip-path="url(#above)">`;
  // hull
  s += path(`M300 430L960 430Q1015 420 1045 398L1050 410Q1030 470 960 540Q850 600 640 610L320 610L305 560Z`, hullCol);
  s += path(`M305 560L320 610L640 610Q850 600 960 540Q1000 505 1020 470Q950 560 640 585L310 585Z`, shade(hullCol, -0.18));
  s += path(`M300 470L1025 455Q1020 470 1012 482L302 500Z`, stripe);
  if (stripe === hullWhite) s += path(`M300 505L1008 488Q1004 494 1000 500L303 514Z`, shade(b, -0.3), ` opacity="0.6"`);
  else s += path(`M300 505L1008 488Q1004 494 1000 500L303 514Z`, b);
  // gunwale
  s += path(`M296 424L960 424Q1015 414 1046 392L1050 400Q1018 425 962 436L298 436Z`, "#dfe3e6");
  s += rect(296, 424, 10, 110, shade(hullCol, -0.1));
  // bow rail
  s += line(`M800 424L806 392L1030 388M870 424L872 392M940 420L942 390M1000 404L1000 390`, "#c9cfd4", 4);
  // interior: seats & console
  s += path(`M340 424L344 376Q346 366 356 366L400 366Q410 368 408 378L404 424Z`, "#f2efe8");
  s += path(`M340 424L344 380Q346 372 354 372L354 424Z`, "#d9d3c8");
  s += path(`M520 424L524 360Q526 350 536 350L576 350Q586 352 584 362L580 424Z`, "#f2efe8");
  s += path(`M620 424L650 376L730 372L760 424Z`, "#e6e9eb");
  // windshield
  s += path(`M640 378L700 320L760 316L790 378Z`, GLASS, ` opacity="0.85"`);
  s += line(`M640 378L700 320L760 316L790 378`, "#c9cfd4", 5);
  s += path(`M690 338L712 326L700 360L686 364Z`, "#dbeaf3", ` opacity="0.6"`);
  // optional bimini top
  if (c.rnd() < 0.4) {
    s += line(`M470 424L500 290M600 424L590 290`, "#b5bcc2", 5);
    s += path(`M440 296Q540 260 640 290L636 304Q540 280 446 310Z`, shade(b, -0.1));
  }
  // outboard motor on the transom
  const mc = c.rnd() < 0.5 ? "#1d1f22" : "#e9ecef";
  s += path(`M262 470L292 470L286 ${wy + 6}L262 ${wy + 6}Z`, "#3a3d42");
  s += path(`M252 ${wy - 6}h44l-4 16h-40Z`, "#3a3d42");
  s += path(`M222 392Q222 364 252 362L290 364Q310 368 308 394L300 472L232 474Z`, mc);
  s += path(`M230 420L306 420L305 432L231 432Z`, shade(mc, luminance(mc) > 0.5 ? -0.25 : 0.3));
  s += rect(292, 440, 14, 30, "#55595f", 3);
  s += `</g>`;
  // bow wave and waterline foam
  s += path(`M900 ${wy - 2}Q990 ${wy - 26} 1070 ${wy + 4}Q990 ${wy + 12} 900 ${wy + 8}Z`, "#ffffff", ` opacity="0.85"`);
  s += line(`M250 ${wy + 1}Q420 ${wy - 6} 600 ${wy + 1}T960 ${wy + 1}`, "#ffffff", 6, ` opacity="0.85"`);
  let foam = "";
  for (let i = 0; i < 14; i++) foam += `<ellipse cx="${n(c.r(20, 300))}" cy="${n(wy + c.r(-4, 30))}" rx="${n(c.r(6, 18))}" ry="3"/>`;
  s += `<g fill="#ffffff" opacity="0.7">${foam}</g>`;
  return s;
}

export function rv(c: Ctx): string {
  const b = c.body;
  const lo = shade(b, -0.3);
  const white = "#f3f3f0";
  const cab = c.rnd() < 0.55 ? "#f3f3f0" : c.rnd() < 0.5 ? "#8e979e" : "#2b2e33";
  const wy = 640;
  const R = 56;
  let s = "";
  // chassis
  s += rect(220, 540, 780, 40, "#2c2e32");
  // wheels: dual rear + front
  const rx1 = 380;
  const fx = 880;
  // main box
  s += path(`M180 250Q180 230 200 230L800 230L800 560L180 560Z`, white);
  // cab-over bunk
  s += path(`M780 230L930 236Q975 240 980 290L976 330Q970 352 930 354L780 360Z`, white);
  // cab
  s += path(`M760 350L900 350L960 440L1040 452Q1060 456 1060 480L1060 560L760 560Z`, cab);
  s += path(`M905 356L955 438L890 440L880 356Z`, "#34414d");
  s += path(`M810 370L870 370L880 440L810 440Z`, "#34414d");
  s += line(`M800 360V548M800 452h-2`, shade(cab, -0.25), 3);
  s += rect(870, 460, 26, 7, shade(cab, -0.35), 3);
  s += path(`M1040 476h22v26h-22Z`, "#fff4c6");
  s += rect(1046, 506, 16, 22, "#3a3d42", 3);
  s += path(`M958 430l18 -6l4 30l-16 4Z`, "#2a2a2a");
  s += rect(1030, 528, 44, 26, "#2c2e32", 5);
  s += rect(884, 420, 10, 28, "#2a2a2a", 2);
  // stripe swoosh
  s += path(`M180 430Q500 400 760 300Q860 262 980 280L980 296Q860 282 770 320Q520 430 180 470Z`, b);
  s += path(`M180 482Q520 450 800 340L800 356Q520 470 180 500Z`, lo);
  s += path(`M180 512L800 512L800 524L180 524Z`, b, ` opacity="0.9"`);
  // awning
  s += rect(260, 240, 440, 16, "#d8dadc", 8);
  s += rect(260, 246, 440, 4, shade(b, -0.1));
  // windows
  const win = (x: number, y: number, w: number, h: number) => rect(x - 5, y - 5, w + 10, h + 10, "#2a2d31", 8) + rect(x, y, w, h, "#3f5566", 5) + rect(x + 6, y + 6, w * 0.3, h * 0.35, "#9fb6c6", 3, ` opacity="0.5"`);
  s += win(220, 300, 120, 70);
  s += win(560, 300, 150, 70);
  s += win(900, 258, 54, 36);
  // door
  s += rect(400, 290, 90, 250, "#e6e6e2", 6, ` stroke="#b9bcbf" stroke-width="3"`);
  s += rect(418, 310, 54, 60, "#3f5566", 4);
  s += rect(472, 420, 10, 22, "#555", 3);
  s += rect(390, 540, 110, 10, "#777", 2);
  // storage hatches
  s += rect(540, 470, 90, 60, "none", 4, ` stroke="#b9bcbf" stroke-width="3"`);
  s += rect(650, 470, 90, 60, "none", 4, ` stroke="#b9bcbf" stroke-width="3"`);
  s += rect(230, 470, 110, 60, "none", 4, ` stroke="#b9bcbf" stroke-width="3"`);
  // roof AC, ladder
  s += rect(500, 210, 100, 24, "#e0e2e3", 6);
  s += line(`M190 250V520M206 250V520M190 290h16M190 340h16M190 390h16M190 440h16M190 490h16`, "#9aa1a7", 4);
  // wheel wells
  s += path(`M${rx1 - 80} 560Q${rx1 - 80} 490 ${rx1} 490Q${rx1 + 80} 490 ${rx1 + 80} 560Z`, "#23252a");
  s += path(`M${fx - 72} 560Q${fx - 72} 494 ${fx} 494Q${fx + 72} 494 ${fx + 72} 560Z`, "#23252a");
  s += wheel(rx1, wy - R, R, { tyre: 20, rim: "#c7cdd1", style: "steel" });
  s += wheel(fx, wy - R, R, { tyre: 20, rim: "#c7cdd1", style: "steel" });
  return s;
}

export function camper(c: Ctx): string {
  const b = c.body;
  const lo = shade(b, -0.3);
  const white = c.rnd() < 0.7 ? "#f3f3f0" : "#d7dbdf";
  const wy = 640;
  const R = 44;
  let s = "";
  // hitch: A-frame tongue, propane, jack
  s += line(`M900 520L1080 560`, "#2c2e32", 14);
  s += path(`M1070 548l36 6l0 14l-36 -2Z`, "#2c2e32");
  s += rect(945, 470, 32, 62, "#eef0f1", 12);
  s += rect(985, 470, 32, 62, "#eef0f1", 12);
  s += rect(950, 466, 60, 8, "#9aa1a7", 3);
  s += rect(1030, 520, 12, 100, "#40444a", 3);
  s += rect(1022, 500, 28, 24, "#2c2e32", 4);
  s += rect(1018, 614, 36, 10, "#40444a", 3);
  // body (rounded front, slight angled nose)
  s += path(`M200 300Q200 250 250 250L840 250Q900 250 920 300L935 480Q938 536 890 536L230 536Q200 536 200 506Z`, white);
  // graphics
  s += path(`M200 440Q480 420 640 360Q780 305 930 330L932 352Q790 330 650 386Q480 456 200 470Z`, b);
  s += path(`M200 482Q500 470 700 420Q820 390 935 400L936 414Q820 406 700 440Q500 490 200 498Z`, lo);
  s += path(`M206 300Q208 262 250 258L300 258L300 266L252 266Q216 270 212 300Z`, b, ` opacity="0.8"`);
  // front window
  s += path(`M846 282L884 282Q906 290 914 326L916 352L846 352Z`, "#2a2d31");
  s += path(`M852 288L882 288Q900 296 906 326L908 346L852 346Z`, "#3f5566");
  // awning
  s += rect(300, 262, 420, 14, "#d8dadc", 7);
  s += rect(300, 268, 420, 4, shade(b, -0.1));
  // windows
  const win = (x: number, y: number, w: number, h: number) => rect(x - 5, y - 5, w + 10, h + 10, "#2a2d31", 8) + rect(x, y, w, h, "#3f5566", 5) + rect(x + 6, y + 6, w * 0.3, h * 0.35, "#9fb6c6", 3, ` opacity="0.5"`);
  s += win(240, 310, 110, 64);
  s += win(560, 310, 170, 64);
  // door
  s += rect(420, 300, 84, 226, "#e6e6e2", 6, ` stroke="#b5b8bb" stroke-width="3"`);
  s += rect(436, 318, 52, 56, "#3f5566", 4);
  s += rect(490, 420, 8, 20, "#555", 3);
  s += rect(414, 536, 96, 9, "#777", 2);
  s += rect(430, 552, 64, 8, "#777", 2);
  // hatch
  s += rect(760, 440, 80, 50, "none", 4, ` stroke="#b5b8bb" stroke-width="3"`);
  // roof vents
  s += rect(360, 236, 60, 16, "#e0e2e3", 5);
  s += rect(640, 232, 90, 20, "#e0e2e3", 6);
  // stabilizer jack (rear)
  s += line(`M240 536V620`, "#40444a", 8);
  s += rect(226, 616, 28, 8, "#40444a", 2);
  // wheels: tandem axle with skirt
  const a1 = 585;
  const a2 = 690;
  s += path(`M${a1 - 62} 536Q${a1 - 62} 500 ${a1} 500L${a2} 500Q${a2 + 62} 500 ${a2 + 62} 536Z`, "#2a2c30");
  s += wheel(a1, wy - R, R, { tyre: 16, rim: "#c7cdd1", style: "steel" });
  s += wheel(a2, wy - R, R, { tyre: 16, rim: "#c7cdd1", style: "steel" });
  s += path(`M${a1 - 40} 510h${a2 - a1 + 80}v8h-${a2 - a1 + 80}Z`, "#cfd3d6");
  return s;
}
