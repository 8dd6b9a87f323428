// Said once for the service pages and the angioplasty article (build/markdown-plugin.ts), so
// runtime `msg`: the build reads it uncompiled.
import { msg } from '@lingui/core/runtime-macro'

// PLACEHOLDER: the doctor signs off both lines (stricter than the chest scale after a stent:
// chest pain means 995 at once) before launch.
export const aftercareLines = {
  punctureSiteBleeding: msg({
    comment:
      'In bold, after a heart catheter procedure (angioplasty, coronary angiography); the puncture site is where the catheter went in, at the wrist or groin.',
    message:
      'If the puncture site bleeds, lie down and press firmly on it for 10 minutes. Call 995 if the bleeding does not stop, or if your hand or leg becomes cold, pale or numb. See your doctor the same day for new swelling or pain there.',
  }),
  chestPainAfterProcedure: msg({
    comment:
      'In bold, after a heart catheter procedure (angioplasty, coronary angiography): 995 at once, without waiting; angina is chest pain from the heart.',
    message:
      'If you get chest pain after the procedure, or chest pain like your angina after a stent, call 995. Do not wait to see whether it settles, and do not drive yourself to hospital.',
  }),
}

export type AftercareLine = keyof typeof aftercareLines
