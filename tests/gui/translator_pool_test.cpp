// The app's translators, one pool per (model, backend) (issue 31): a job leases a translator and gives it
// back, so the weights are held once per job running at that moment and once at rest; a returned translator
// has no heads switched off; a backend that cannot start is a readable error; threads share a pool safely.
#include "jobs/translator_pool.h"

#include <QtTest>
#include <atomic>
#include <thread>
#include <vector>

#include "attention/backend.h"
#include "attention/error.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "toy_model.h"

using studio::TranslatorPool;

class TranslatorPoolTest : public QObject {
  Q_OBJECT
 private slots:
  void onePoolPerModelAndBackend() {
    const auto a = gui_test::toyModel(1), b = gui_test::toyModel(2);
    const auto pool = TranslatorPool::forModel(a, QStringLiteral("cpu"));
    QCOMPARE(TranslatorPool::forModel(a, QStringLiteral("cpu")), pool);
    QVERIFY(TranslatorPool::forModel(b, QStringLiteral("cpu")) != pool);
    QVERIFY(TranslatorPool::forModel(a, QStringLiteral("auto")) != pool);
  }

  void aTranslatorIsBuiltOnceAndReused() {
    const auto pool = TranslatorPool::forModel(gui_test::toyModel(3), QStringLiteral("cpu"));
    QString error;
    const attn::Translator* first = nullptr;
    {
      const auto lease = pool->acquire(&error);
      QVERIFY2(lease, qPrintable(error));
      first = &*lease;
      QCOMPARE(lease->translate({"s1 s2"}, {}).size(), std::size_t(1));
      QCOMPARE(pool->idleCount(), 0);
    }
    QCOMPARE(pool->idleCount(), 1);
    for (int job = 0; job < 5; ++job) {
      const auto lease = pool->acquire(&error);
      QCOMPARE(&*lease, first);  // the same translator: the weights are held once
    }
    QCOMPARE(pool->builtCount(), 1);
  }

  void concurrentJobsGetTheirOwnAndOneStaysAtRest() {
    const auto pool = TranslatorPool::forModel(gui_test::toyModel(4), QStringLiteral("cpu"));
    QString error;
    {
      const auto a = pool->acquire(&error), b = pool->acquire(&error);
      QVERIFY(a && b);
      QVERIFY(&*a != &*b);  // a translator is one thread's alone
      QCOMPARE(pool->builtCount(), 2);
    }
    QCOMPARE(pool->idleCount(), 1);
  }

  void aReturnedTranslatorHasNoHeadsSwitchedOff() {
    const auto pool = TranslatorPool::forModel(gui_test::toyModel(5), QStringLiteral("cpu"));
    QString error;
    {
      const auto lease = pool->acquire(&error);
      attn::HeadMask mask(lease->model().config);
      mask.set(attn::AttentionKind::kCross, 0, 0, true);
      lease->backend().set_head_mask(mask);
      QVERIFY(!lease->backend().head_mask().empty());
    }
    const auto lease = pool->acquire(&error);
    QVERIFY(lease->backend().head_mask().empty());
  }

  void aBackendThatCannotStartIsAReadableError() {
    const auto pool = TranslatorPool::forModel(gui_test::toyModel(6), QStringLiteral("no-such-backend"));
    QString error;
    QVERIFY(!pool->acquire(&error));
    QVERIFY2(error.contains(QStringLiteral("no-such-backend")), qPrintable(error));
    bool threw = false;
    try {
      pool->acquireOrThrow();
    } catch (const attn::Error& e) {
      threw = QString::fromUtf8(e.what()).contains(QStringLiteral("no-such-backend"));
    }
    QVERIFY(threw);
    QCOMPARE(pool->builtCount(), 0);
  }

  void aPoolEndsWithItsLastHolder() {
    const auto model = gui_test::toyModel(7);
    std::weak_ptr<TranslatorPool> weak = TranslatorPool::forModel(model, QStringLiteral("cpu"));
    QVERIFY(weak.expired());
    const auto pool = TranslatorPool::forModel(model, QStringLiteral("cpu"));
    QCOMPARE(pool->builtCount(), 0);
  }

  void threadsShareAPool() {
    const auto pool = TranslatorPool::forModel(gui_test::toyModel(8), QStringLiteral("cpu"));
    std::atomic<int> failures{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
      threads.emplace_back([&] {
        for (int job = 0; job < 10; ++job) {
          QString error;
          const auto lease = pool->acquire(&error);
          if (!lease || lease->translate({"s1 s2 s3"}, {}).front().candidates.empty()) ++failures;
        }
      });
    for (auto& t : threads) t.join();
    QCOMPARE(failures.load(), 0);
    QVERIFY(pool->builtCount() <= 4);
    QCOMPARE(pool->idleCount(), 1);
  }
};

QTEST_GUILESS_MAIN(TranslatorPoolTest)
#include "translator_pool_test.moc"
