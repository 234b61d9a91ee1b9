// The debrief's parts, each tested on its own, in one file so that jest loads antd and React once
// for all of them (a few seconds per test file).
import './ComparePanel.cases';
import './FindingList.cases';
import './PrintPages.cases';
import './RoundStepper.cases';
import './TeamsAtRound.cases';
