// The entity session provider lives with the entity screens (feature folders may not import one
// another, and every section that builds on those screens needs it).
export { WithEntitySession } from '../../components/entity/WithEntitySession';
