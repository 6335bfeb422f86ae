// A run folder as the trainer leaves it, for the Training view's tests: the "tiny" model's config (a
// 100-piece vocabulary) and its log, two steps that measured 1000 and 1100 tokens/s and one validation.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QtTest>

#include "attention/config.h"

namespace gui_test {

inline void writeRunFolder(const QString& dir, double first_loss = 4) {
  QVERIFY(QDir().mkpath(dir));
  attn::ModelConfig config = attn::preset_config("tiny");
  config.vocab_size = 100;
  QFile json(dir + QStringLiteral("/config.json"));
  QVERIFY(json.open(QIODevice::WriteOnly));
  json.write(QByteArray::fromStdString(attn::to_json(config)));
  json.close();
  QFile log(dir + QStringLiteral("/train_log.csv"));
  QVERIFY(log.open(QIODevice::WriteOnly));
  log.write(
      "step,epoch,loss,nll,learning_rate,grad_norm,tokens_per_second,elapsed_seconds,valid_loss,"
      "valid_bleu\n");
  log.write(QStringLiteral("10,0,%1,3.9,0.001,1.0,1000,1.5,,\n").arg(first_loss).toUtf8());
  log.write("20,0,3,2.9,0.002,1.0,1100,3,,\n20,0,,,,,,,3.5,12.5\n");
}

}  // namespace gui_test
