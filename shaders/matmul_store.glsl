// The epilogue every descriptor-bound matmul shares: C[z](m, n) = epilogue(acc + bias[n]) (+ C when
// accumulating). Include after the declarations of c, bias, aux and pc (see matmul_texel.comp).
void store_output(float acc, int m, int n, int z) {
  const int local = m * pc.ldc + n;
  const int idx = z * pc.bsc + local;
  float v = acc;
  if ((pc.flags & 2u) != 0u) v += bias[pc.obias + n];
  const int epilogue = int((pc.flags >> 4) & 3u);
  const int act = int((pc.flags >> 6) & 3u);
  const float keep_scale = 1.0 / (1.0 - pc.p);
  if (epilogue == 1) {
    aux[pc.oaux + idx] = v;
    v = activation(act, v);
    if ((pc.flags & 4u) != 0u) v = dropout_keep(pc.key, uint(local), pc.p) ? v * keep_scale : 0.0;
  } else if (epilogue == 2) {
    if ((pc.flags & 4u) != 0u) v = dropout_keep(pc.key, uint(local), pc.p) ? v * keep_scale : 0.0;
    v *= activation_grad(act, aux[pc.oaux + idx]);
  }
  if ((pc.flags & 1u) != 0u) v += c[pc.oc + idx];
  c[pc.oc + idx] = v;
}
