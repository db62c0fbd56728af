/**
 * Line drawing along the bottom of the login page: a city with the equipment the platform
 * supervises (a tower crane, a lift shaft, a boiler stack, pressure vessels, a ropeway).
 */
export function Skyline() {
  return (
    <svg className="login-skyline" viewBox="0 0 1440 260" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
        <path d="M0 250h1440" />
        {/* buildings */}
        <path d="M40 250V150h70v100M60 170h30M60 190h30M60 210h30M130 250V110h56v140M145 130h26M145 150h26M145 170h26M145 190h26M145 210h26" />
        <path d="M700 250V120h60v130M716 140h28M716 160h28M716 180h28M716 200h28M780 250V160h90v90M800 180h50M800 200h50M800 220h50" />
        <path d="M1220 250V140h64v110M1236 160h32M1236 180h32M1236 200h32M1300 250V100h52v150M1314 120h24M1314 140h24M1314 160h24M1314 180h24M1314 200h24" />
        {/* tower crane */}
        <path d="M300 250V70M316 250V70M300 70h16M300 90l16 20M316 110l-16 20M300 130l16 20M316 150l-16 20M300 170l16 20M316 190l-16 20M300 210l16 20" />
        <path d="M230 70h230M308 70l-12-24h24l-12 24M308 46 240 70M308 46l150 24M420 70v60M410 130h20v16h-20zM238 70v22h26V70" />
        {/* lift shaft with car */}
        <path d="M560 250V60h54v190M560 60l27-16 27 16M572 120h30v40h-30zM587 60v60" />
        {/* boiler house and stack */}
        <path d="M930 250V180h120v70M960 250v-40h24v40M1070 250V60h26v190M1066 60h34M1066 78h34" />
        <path d="M1083 50c-8-10 6-16-2-28M1094 44c-6-8 4-12-2-22" strokeOpacity="0.6" />
        {/* pressure vessels */}
        <path d="M1120 250v-18M1176 250v-18M1110 232c-14 0-14-34 0-34h76c14 0 14 34 0 34Z" />
        <circle cx="460" cy="212" r="26" />
        <path d="M446 238l-8 12M474 238l8 12M460 186v-8" />
        {/* ropeway */}
        <path d="M0 40C300 70 600 20 900 30s400 30 540 10" strokeOpacity="0.7" />
        <path d="M380 42v14M368 56h24v16h-24zM1180 34v14M1168 48h24v16h-24z" strokeOpacity="0.7" />
      </g>
    </svg>
  );
}
