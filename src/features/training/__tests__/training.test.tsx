// The training's shared views, in one file so that jest loads antd and React once for both (a few
// seconds per test file).
import './States.cases';
import './TrainingPicker.cases';
