// Scrolling a form with the mouse wheel leaves its settings alone (issue 17, item 5): a spin box or combo
// box under the pointer takes the wheel only once it has focus. Checked on a bare form and on the training
// view's settings form, where label smoothing once went from 0.10 to 0.00 unnoticed.
#include "widgets/wheel_guard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QScrollArea>
#include <QSpinBox>
#include <QWheelEvent>
#include <QtTest>

#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/training_view.h"

namespace {

// One notch of the wheel turned away from the user (up: a spin box steps up).
void turnWheel(QWidget* widget) {
  const QPointF at = QRectF(widget->rect()).center();
  QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                    Qt::NoScrollPhase, false);
  QApplication::sendEvent(widget, &wheel);
}

}  // namespace

class WheelGuardTest : public QObject {
  Q_OBJECT
 private slots:
  void unfocusedWidgetsIgnoreTheWheel() {
    QScrollArea area;
    auto* form = new QWidget;
    auto* layout = new QFormLayout(form);
    auto* spin = new QSpinBox;
    spin->setRange(0, 100);
    spin->setValue(10);
    auto* combo = new QComboBox;
    combo->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    combo->setCurrentIndex(1);
    auto* other = new QSpinBox;  // takes the focus away
    layout->addRow(QStringLiteral("spin"), spin);
    layout->addRow(QStringLiteral("combo"), combo);
    layout->addRow(QStringLiteral("other"), other);
    area.setWidget(form);
    studio::WheelGuard::install(form);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QCOMPARE(spin->focusPolicy(), Qt::StrongFocus);
    QCOMPARE(combo->focusPolicy(), Qt::StrongFocus);

    other->setFocus();
    turnWheel(spin);
    turnWheel(combo);
    QCOMPARE(spin->value(), 10);
    QCOMPARE(combo->currentIndex(), 1);

    // With focus the wheel works as usual: the same event changes the value.
    area.activateWindow();
    spin->setFocus();
    QTRY_VERIFY(spin->hasFocus());
    turnWheel(spin);
    QCOMPARE(spin->value(), 11);
  }

  void trainingSettingsAreGuarded() {
    studio::TrainingView view(nullptr);
    view.resize(1024, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* smoothing = view.findChild<QDoubleSpinBox*>(QStringLiteral("trainLabelSmoothing"));
    auto* warmup = view.findChild<QSpinBox*>(QStringLiteral("trainWarmup"));
    auto* task = view.findChild<QComboBox*>(QStringLiteral("trainTask"));
    QVERIFY(smoothing && warmup && task);
    const double label_smoothing = smoothing->value();
    const int warmup_steps = warmup->value();
    const int task_index = task->currentIndex();
    turnWheel(smoothing);
    turnWheel(warmup);
    turnWheel(task);
    QCOMPARE(smoothing->value(), label_smoothing);
    QCOMPARE(warmup->value(), warmup_steps);
    QCOMPARE(task->currentIndex(), task_index);
  }
};

QTEST_MAIN(WheelGuardTest)
#include "wheel_guard_test.moc"
