;; The fast forward pass of the network (shape in ../spec.ts), hand-written WebAssembly with 128-bit
;; SIMD. Built by build.mjs (wabt) into mlpWasm.generated.ts; driven by ../wasmNet.ts, which owns the
;; memory layout and must agree with ../mlp.ts (the reference) to 1e-5.
;;
;; Both hidden layers are computed the same way, as a sparse sum of rows:
;;   out = relu(bias + sum over k of val[k] * rows[idx[k]])
;; Layer 1 over the non-zero inputs and W1 transposed ([featureCount x hidden1]); layer 2 over the
;; non-zero units of h1 (about half of them after the ReLU) and W2 transposed ([hidden1 x hidden2]).
;; The output is done in blocks of 32 floats held in eight v128 accumulators. The heads are dot
;; products with h2: the value, the two round outputs, and the policy rows of the legal actions only.
;;
;; Sizes: hidden1 and hidden2 must be multiples of 32. All pointers are byte offsets, 16-aligned
;; for the v128 arrays.

(module
  (memory (export "memory") 1)

  ;; Layout, set once by init().
  (global $w1t (mut i32) (i32.const 0))   ;; f32 [featureCount x H1]
  (global $b1 (mut i32) (i32.const 0))    ;; f32 [H1]
  (global $w2t (mut i32) (i32.const 0))   ;; f32 [H1 x H2]
  (global $b2 (mut i32) (i32.const 0))    ;; f32 [H2]
  (global $wp (mut i32) (i32.const 0))    ;; f32 [actionCount x H2]
  (global $bp (mut i32) (i32.const 0))    ;; f32 [actionCount]
  (global $heads (mut i32) (i32.const 0)) ;; f32 [3 x H2]: wv, Ws row 0, Ws row 1
  (global $hb (mut i32) (i32.const 0))    ;; f32 [3]: bv, bs0, bs1
  (global $h1 (mut i32) (i32.const 0))    ;; f32 [H1] scratch
  (global $h2 (mut i32) (i32.const 0))    ;; f32 [H2] scratch
  (global $nzi (mut i32) (i32.const 0))   ;; i32 [H1] scratch: indices of the non-zero units of h1
  (global $nzv (mut i32) (i32.const 0))   ;; f32 [H1] scratch: their values
  (global $H1 (mut i32) (i32.const 0))
  (global $H2 (mut i32) (i32.const 0))

  (func (export "init")
    (param $w1t i32) (param $b1 i32) (param $w2t i32) (param $b2 i32) (param $wp i32) (param $bp i32)
    (param $heads i32) (param $hb i32) (param $h1 i32) (param $h2 i32) (param $nzi i32) (param $nzv i32)
    (param $H1 i32) (param $H2 i32)
    (global.set $w1t (local.get $w1t))
    (global.set $b1 (local.get $b1))
    (global.set $w2t (local.get $w2t))
    (global.set $b2 (local.get $b2))
    (global.set $wp (local.get $wp))
    (global.set $bp (local.get $bp))
    (global.set $heads (local.get $heads))
    (global.set $hb (local.get $hb))
    (global.set $h1 (local.get $h1))
    (global.set $h2 (local.get $h2))
    (global.set $nzi (local.get $nzi))
    (global.set $nzv (local.get $nzv))
    (global.set $H1 (local.get $H1))
    (global.set $H2 (local.get $H2)))

  ;; out[0..H) = relu(bias + sum_k val[k] * rows[idx[k]]), rows of H floats; without the ReLU when
  ;; $relu is 0 (bias and out may then be the same buffer: an accumulator updated in place).
  (func $sparseLayer
    (param $rows i32) (param $bias i32) (param $idx i32) (param $val i32) (param $n i32)
    (param $out i32) (param $H i32) (param $relu i32)
    (local $rowBytes i32) (local $blk i32) (local $k i32) (local $p i32) (local $v v128)
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
    (local $a4 v128) (local $a5 v128) (local $a6 v128) (local $a7 v128)
    (local.set $rowBytes (i32.shl (local.get $H) (i32.const 2)))
    (local.set $blk (i32.const 0))
    (block $blocksDone
      (loop $blocks
        (br_if $blocksDone (i32.ge_u (local.get $blk) (local.get $rowBytes)))
        (local.set $p (i32.add (local.get $bias) (local.get $blk)))
        (local.set $a0 (v128.load offset=0 (local.get $p)))
        (local.set $a1 (v128.load offset=16 (local.get $p)))
        (local.set $a2 (v128.load offset=32 (local.get $p)))
        (local.set $a3 (v128.load offset=48 (local.get $p)))
        (local.set $a4 (v128.load offset=64 (local.get $p)))
        (local.set $a5 (v128.load offset=80 (local.get $p)))
        (local.set $a6 (v128.load offset=96 (local.get $p)))
        (local.set $a7 (v128.load offset=112 (local.get $p)))
        (local.set $k (i32.const 0))
        (block $termsDone
          (loop $terms
            (br_if $termsDone (i32.ge_u (local.get $k) (local.get $n)))
            (local.set $p
              (i32.add
                (i32.add (local.get $rows) (local.get $blk))
                (i32.mul
                  (i32.load (i32.add (local.get $idx) (i32.shl (local.get $k) (i32.const 2))))
                  (local.get $rowBytes))))
            (local.set $v (f32x4.splat (f32.load (i32.add (local.get $val) (i32.shl (local.get $k) (i32.const 2))))))
            (local.set $a0 (f32x4.add (local.get $a0) (f32x4.mul (local.get $v) (v128.load offset=0 (local.get $p)))))
            (local.set $a1 (f32x4.add (local.get $a1) (f32x4.mul (local.get $v) (v128.load offset=16 (local.get $p)))))
            (local.set $a2 (f32x4.add (local.get $a2) (f32x4.mul (local.get $v) (v128.load offset=32 (local.get $p)))))
            (local.set $a3 (f32x4.add (local.get $a3) (f32x4.mul (local.get $v) (v128.load offset=48 (local.get $p)))))
            (local.set $a4 (f32x4.add (local.get $a4) (f32x4.mul (local.get $v) (v128.load offset=64 (local.get $p)))))
            (local.set $a5 (f32x4.add (local.get $a5) (f32x4.mul (local.get $v) (v128.load offset=80 (local.get $p)))))
            (local.set $a6 (f32x4.add (local.get $a6) (f32x4.mul (local.get $v) (v128.load offset=96 (local.get $p)))))
            (local.set $a7 (f32x4.add (local.get $a7) (f32x4.mul (local.get $v) (v128.load offset=112 (local.get $p)))))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $terms)))
        ;; ReLU: pmax(0, a) is max(0, a) for every finite a (and gives 0 for -0, as the reference does).
        (if (local.get $relu)
          (then
            (local.set $a0 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a0)))
            (local.set $a1 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a1)))
            (local.set $a2 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a2)))
            (local.set $a3 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a3)))
            (local.set $a4 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a4)))
            (local.set $a5 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a5)))
            (local.set $a6 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a6)))
            (local.set $a7 (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $a7)))))
        (local.set $p (i32.add (local.get $out) (local.get $blk)))
        (v128.store offset=0 (local.get $p) (local.get $a0))
        (v128.store offset=16 (local.get $p) (local.get $a1))
        (v128.store offset=32 (local.get $p) (local.get $a2))
        (v128.store offset=48 (local.get $p) (local.get $a3))
        (v128.store offset=64 (local.get $p) (local.get $a4))
        (v128.store offset=80 (local.get $p) (local.get $a5))
        (v128.store offset=96 (local.get $p) (local.get $a6))
        (v128.store offset=112 (local.get $p) (local.get $a7))
        (local.set $blk (i32.add (local.get $blk) (i32.const 128)))
        (br $blocks))))

  ;; Writes the indices and values of the non-zero entries of x[0..H) to nzi / nzv; returns how many.
  ;; Branch-free: every entry is written, the count only advances past the non-zero ones.
  (func $compact (param $x i32) (param $H i32) (param $nzi i32) (param $nzv i32) (result i32)
    (local $i i32) (local $m i32) (local $a f32)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $i) (local.get $H)))
        (local.set $a (f32.load (i32.add (local.get $x) (i32.shl (local.get $i) (i32.const 2)))))
        (i32.store (i32.add (local.get $nzi) (i32.shl (local.get $m) (i32.const 2))) (local.get $i))
        (f32.store (i32.add (local.get $nzv) (i32.shl (local.get $m) (i32.const 2))) (local.get $a))
        (local.set $m (i32.add (local.get $m) (f32.gt (local.get $a) (f32.const 0))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $each)))
    (local.get $m))

  ;; sum a[i] * b[i] for i < H (H a multiple of 16), in four v128 accumulators.
  (func $dot (param $a i32) (param $b i32) (param $H i32) (result f32)
    (local $end i32) (local $s0 v128) (local $s1 v128) (local $s2 v128) (local $s3 v128)
    (local.set $end (i32.add (local.get $a) (i32.shl (local.get $H) (i32.const 2))))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $a) (local.get $end)))
        (local.set $s0 (f32x4.add (local.get $s0) (f32x4.mul (v128.load offset=0 (local.get $a)) (v128.load offset=0 (local.get $b)))))
        (local.set $s1 (f32x4.add (local.get $s1) (f32x4.mul (v128.load offset=16 (local.get $a)) (v128.load offset=16 (local.get $b)))))
        (local.set $s2 (f32x4.add (local.get $s2) (f32x4.mul (v128.load offset=32 (local.get $a)) (v128.load offset=32 (local.get $b)))))
        (local.set $s3 (f32x4.add (local.get $s3) (f32x4.mul (v128.load offset=48 (local.get $a)) (v128.load offset=48 (local.get $b)))))
        (local.set $a (i32.add (local.get $a) (i32.const 64)))
        (local.set $b (i32.add (local.get $b) (i32.const 64)))
        (br $each)))
    (local.set $s0 (f32x4.add (f32x4.add (local.get $s0) (local.get $s1)) (f32x4.add (local.get $s2) (local.get $s3))))
    (f32.add
      (f32.add (f32x4.extract_lane 0 (local.get $s0)) (f32x4.extract_lane 1 (local.get $s0)))
      (f32.add (f32x4.extract_lane 2 (local.get $s0)) (f32x4.extract_lane 3 (local.get $s0)))))

  ;; One position. idx (i32) / val (f32): the n non-zero inputs. legal (i32): the nLegal actions.
  ;; out (f32): [value logit, round 0, round 1, then one logit per legal action].
  (func $forward (export "forward")
    (param $idx i32) (param $val i32) (param $n i32) (param $legal i32) (param $nLegal i32) (param $out i32)
    (call $sparseLayer (global.get $w1t) (global.get $b1) (local.get $idx) (local.get $val) (local.get $n) (global.get $h1) (global.get $H1) (i32.const 1))
    (call $fromH1 (local.get $legal) (local.get $nLegal) (local.get $out)))

  ;; The first layer kept before its ReLU in an accumulator acc [H1], for positions that differ from
  ;; the last one by a few inputs: "reset" sets acc to b1, "accumulate" adds val[k] * W1 row idx[k]
  ;; (a changed input's new value minus its old one), "forwardAcc" finishes the forward pass from acc.
  ;; From a reset, accumulating all of a position's inputs gives exactly the h1 of "forward".
  (func (export "reset") (param $acc i32)
    (call $sparseLayer (global.get $w1t) (global.get $b1) (i32.const 0) (i32.const 0) (i32.const 0) (local.get $acc) (global.get $H1) (i32.const 0)))

  (func (export "accumulate") (param $acc i32) (param $idx i32) (param $val i32) (param $n i32)
    (call $sparseLayer (global.get $w1t) (local.get $acc) (local.get $idx) (local.get $val) (local.get $n) (local.get $acc) (global.get $H1) (i32.const 0)))

  (func (export "forwardAcc") (param $acc i32) (param $legal i32) (param $nLegal i32) (param $out i32)
    (call $sparseLayer (global.get $w1t) (local.get $acc) (i32.const 0) (i32.const 0) (i32.const 0) (global.get $h1) (global.get $H1) (i32.const 1))
    (call $fromH1 (local.get $legal) (local.get $nLegal) (local.get $out)))

  ;; The rest of the forward pass from h1: the second layer and the heads.
  (func $fromH1 (param $legal i32) (param $nLegal i32) (param $out i32)
    (local $H2 i32) (local $rowBytes i32) (local $m i32) (local $k i32) (local $a i32)
    (local.set $H2 (global.get $H2))
    (local.set $rowBytes (i32.shl (local.get $H2) (i32.const 2)))
    (local.set $m (call $compact (global.get $h1) (global.get $H1) (global.get $nzi) (global.get $nzv)))
    (call $sparseLayer (global.get $w2t) (global.get $b2) (global.get $nzi) (global.get $nzv) (local.get $m) (global.get $h2) (local.get $H2) (i32.const 1))
    (f32.store offset=0 (local.get $out)
      (f32.add (f32.load offset=0 (global.get $hb)) (call $dot (global.get $heads) (global.get $h2) (local.get $H2))))
    (f32.store offset=4 (local.get $out)
      (f32.add (f32.load offset=4 (global.get $hb))
        (call $dot (i32.add (global.get $heads) (local.get $rowBytes)) (global.get $h2) (local.get $H2))))
    (f32.store offset=8 (local.get $out)
      (f32.add (f32.load offset=8 (global.get $hb))
        (call $dot (i32.add (global.get $heads) (i32.shl (local.get $rowBytes) (i32.const 1))) (global.get $h2) (local.get $H2))))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $k) (local.get $nLegal)))
        (local.set $a (i32.load (i32.add (local.get $legal) (i32.shl (local.get $k) (i32.const 2)))))
        (f32.store offset=12
          (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2)))
          (f32.add
            (f32.load (i32.add (global.get $bp) (i32.shl (local.get $a) (i32.const 2))))
            (call $dot (i32.add (global.get $wp) (i32.mul (local.get $a) (local.get $rowBytes))) (global.get $h2) (local.get $H2))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each))))

  ;; Several positions: desc holds, per position, six i32 (idx, val, n, legal, nLegal, out).
  (func (export "forwardBatch") (param $count i32) (param $desc i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $desc) (i32.mul (local.get $count) (i32.const 24))))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $desc) (local.get $end)))
        (call $forward
          (i32.load offset=0 (local.get $desc)) (i32.load offset=4 (local.get $desc))
          (i32.load offset=8 (local.get $desc)) (i32.load offset=12 (local.get $desc))
          (i32.load offset=16 (local.get $desc)) (i32.load offset=20 (local.get $desc)))
        (local.set $desc (i32.add (local.get $desc) (i32.const 24)))
        (br $each))))
)
