import { msg } from '@lingui/core/macro'
import { whereItIsDone } from '../ProcedureLocation.tsx'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English. Supervised by the care team.',
  message:
    'A supervised programme of exercise, education and support after a heart attack, angioplasty or heart surgery.',
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of a winding path leading to a heart`,
  related: ['heartAttack', 'angioplasty', 'heartDisease', 'sportsCardiology'],
  facts: [whereItIsDone('cardiacRehabilitation')],
  sections: [
    {
      title: msg`What cardiac rehabilitation is`,
      body: [
        msg`Cardiac rehabilitation helps you recover and regain confidence after a heart problem. It combines exercise that is planned and supervised for you, information about your condition and medicines, and support to make lasting changes to your habits.`,
        msg`A Cochrane review of the trials (2021) found that taking part can improve fitness and quality of life and lower the chance of going back to hospital with heart problems.`,
      ],
    },
    {
      title: msg`Who it is for`,
      body: [
        {
          list: [
            msg`people who have had a heart attack`,
            msg`after angioplasty and stenting, or heart bypass or valve surgery`,
            msg`people living with heart failure or stable angina`,
            msg`after a pacemaker or defibrillator is fitted, if the doctor recommends it`,
          ],
        },
      ],
    },
    {
      title: msg`What the programme includes`,
      body: [
        {
          list: [
            msg`an assessment of your health, fitness and goals before you start`,
            msg`exercise sessions that build up gradually, with your heart rate and symptoms monitored`,
            msg`advice on eating well, stopping smoking, managing weight, blood pressure, cholesterol and diabetes`,
            msg`help understanding your medicines and why each one matters`,
            msg`support with stress, low mood and worries, which are common after a heart attack or heart surgery`,
            msg`guidance on returning to work, driving, travel and intimacy`,
          ],
        },
      ],
    },
    {
      title: msg`How it works`,
      body: [
        {
          steps: [
            msg`The doctor checks that it is safe for you to start, usually a few weeks after your heart attack, treatment or operation.`,
            msg`You attend regular sessions over several weeks, often two or three times a week.`,
            msg`Your exercise is adjusted as your fitness improves.`,
            msg`At the end, you receive a plan to keep active and healthy on your own.`,
          ],
        },
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Safety' }),
      body: [
        msg`Exercise is tailored to your condition and supervised by trained staff. Stop and tell the team if you feel chest pain, dizziness, or unusual breathlessness during a session.`,
      ],
    },
  ],
}
